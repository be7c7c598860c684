import { defineConfig } from 'drizzle-kit';

// Only for generating migrations (`npx drizzle-kit generate`); the server applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
