import { defineConfig } from 'drizzle-kit';

// Generating migrations needs no database: `npm run db:generate` diffs the schema against drizzle/meta.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './libs/api/server/drizzle',
});
