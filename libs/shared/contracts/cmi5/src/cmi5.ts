import { z } from 'zod/mini';

/** The largest course package the api takes: the ZIP itself, before base64. */
export const CMI5_PACKAGE_MAX_BYTES = 50 * 1024 * 1024;

export const importCmi5CourseSchema = z.object({
  /** The file's name as the administrator picked it (`cmi5.xml`, `course.zip`): said back in messages. */
  fileName: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(255, 'must be at most 255 characters')),
  /** The package's bytes, base64: a ZIP with cmi5.xml at its root, or cmi5.xml alone. */
  content: z
    .string()
    .check(
      z.minLength(1, 'must not be empty'),
      z.maxLength(Math.ceil(CMI5_PACKAGE_MAX_BYTES / 3) * 4, `must be a package of at most ${CMI5_PACKAGE_MAX_BYTES / 1024 / 1024} MiB`),
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
    ),
  /** The category the course joins; the site's first when not given. */
  categoryId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type ImportCmi5Course = z.infer<typeof importCmi5CourseSchema>;

export const importedCmi5CourseSchema = z.object({
  courseId: z.int(),
  slug: z.string(),
  modules: z.int(),
  sessions: z.int(),
  files: z.int(),
});
export type ImportedCmi5Course = z.infer<typeof importedCmi5CourseSchema>;

export const cmi5LaunchSchema = z.object({
  /** The AU's address with cmi5's launch parameters (endpoint, fetch, actor, registration, activityId). */
  url: z.string(),
  /** `AnyWindow`: in the page; `OwnWindow`: a window of its own. */
  launchMethod: z.enum(['AnyWindow', 'OwnWindow']),
  /** `Review` once the AU's moveOn is met. */
  launchMode: z.enum(['Normal', 'Browse', 'Review']),
});
export type Cmi5Launch = z.infer<typeof cmi5LaunchSchema>;
