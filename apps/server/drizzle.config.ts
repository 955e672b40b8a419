import { defineConfig } from 'drizzle-kit';

// One set of SQL migrations, applied to PGlite and to PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/**/*.schema.ts'],
  out: './drizzle',
});
