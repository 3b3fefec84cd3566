/** An error whose message is safe to show the user; the error handler answers {message}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
