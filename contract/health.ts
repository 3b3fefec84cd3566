import { z } from "zod";

export const Health = z.object({ status: z.literal("ok") });
export const Readiness = z.object({ status: z.enum(["ready"]), database: z.literal("ok") });
