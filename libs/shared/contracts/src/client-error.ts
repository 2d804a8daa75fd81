import { z } from 'zod/mini';

/** What the web app reports when it shows the error screen, so operators see what learners hit. */
export const clientErrorReportSchema = z.object({
  statusCode: z.int().check(z.minimum(100), z.maximum(599)),
  message: z.string().check(z.maxLength(2000)),
  path: z.string().check(z.maxLength(2000)),
  stack: z.optional(z.string().check(z.maxLength(8000))),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
