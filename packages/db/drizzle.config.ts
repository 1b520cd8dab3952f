import { defineConfig } from 'drizzle-kit';

// `npm run generate -w @mijote/db` writes SQL migrations from the schema. They are applied at
// start by migrate() on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  strict: true,
  verbose: true,
});
