import { z } from 'zod';

/** What the web app reports when it shows the error screen, so operators see what learners hit. */
export const clientErrorReportSchema = z.object({
  statusCode: z.number().int().min(100).max(599),
  message: z.string().max(2000),
  path: z.string().max(2000),
  stack: z.string().max(8000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
