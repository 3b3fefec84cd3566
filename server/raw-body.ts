import type { FastifyInstance } from "fastify";

/**
 * A body taken as it is (a backup archive, a story file: no multipart), read into one Buffer
 * with its own size limit instead of Fastify's: a stated length over `max` is refused unread,
 * and a stream that grows past it is cut off, each with the route's own error.
 */
export function addRawBodyParser(
  app: FastifyInstance,
  contentTypes: string[],
  max: number,
  tooLarge: () => Error,
): void {
  app.addContentTypeParser(contentTypes, (request, payload, done) => {
    if (Number(request.headers["content-length"] ?? 0) > max) return done(tooLarge(), undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(error, body);
    };
    payload.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        chunks.length = 0;
        finish(tooLarge());
      } else if (!finished) chunks.push(chunk);
    });
    payload.on("end", () => finish(null, Buffer.concat(chunks)));
    payload.on("error", (error) => finish(error));
  });
}
