import { defineConfig } from 'drizzle-kit';

// `npm run generate:migrations -w @nori/api` writes SQL migrations to ./drizzle from the schema.
// The same files run on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
