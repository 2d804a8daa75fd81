import { defineConfig } from 'drizzle-kit';

// Each domain lib keeps its tables beside it (libs/api/<domain>/src/schema.ts), the platform the shared columns and
// the domain events' table; drizzle-kit reads them all. The migrations stay one ordered history, applied by the
// server kit at start. Generating needs no database: `npm run db:generate` diffs the schema against drizzle/meta.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./libs/api/platform/src/db/columns.ts', './libs/api/platform/src/db/domain-events-table.ts', './libs/api/*/src/schema.ts'],
  out: './libs/api/server/drizzle',
});
