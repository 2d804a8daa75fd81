import { z } from 'zod/mini';

/** What an LRS client may do: store statements and documents, read what it stored, read everything of the site. */
export const LRS_SCOPES = ['write', 'read:own', 'read:all'] as const;
export type LrsScope = (typeof LRS_SCOPES)[number];

export const createLrsClientSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(100, 'must be at most 100 characters')),
  scopes: z.array(z.enum(LRS_SCOPES)).check(
    z.minLength(1, 'must name at least one scope'),
    z.refine((scopes) => new Set(scopes).size === scopes.length, 'must name each scope once'),
  ),
});
export type CreateLrsClient = z.infer<typeof createLrsClientSchema>;

export const lrsClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The HTTP Basic user name. */
  key: z.string(),
  scopes: z.array(z.enum(LRS_SCOPES)),
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
});
export type LrsClient = z.infer<typeof lrsClientSchema>;

/** A new client, with its secret: shown this once (only its hash is kept). */
export const createdLrsClientSchema = z.extend(lrsClientSchema, { secret: z.string() });
export type CreatedLrsClient = z.infer<typeof createdLrsClientSchema>;

export const lrsClientsSchema = z.object({
  clients: z.array(lrsClientSchema),
  /** Where content and authoring tools send their statements. */
  endpoint: z.string(),
});
export type LrsClients = z.infer<typeof lrsClientsSchema>;

export const lrsClientIdParamsSchema = z.object({
  clientId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a client id (a UUID)')),
});
