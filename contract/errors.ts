import { z } from "zod";

/** Every 4xx/5xx answer of the API has this body. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;
