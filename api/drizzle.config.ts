import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the drizzle schema: `npx drizzle-kit generate --name=<what>`.
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
