import { z } from 'zod/mini';

export const tagTypeSchema = z.enum(['category']);
export type TagType = z.infer<typeof tagTypeSchema>;

/** A category is a tag of type category; `name` is already in the caller's locale. */
export const categorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
