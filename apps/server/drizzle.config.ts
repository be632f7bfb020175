import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema.ts and the schema-*.ts beside it (feature tables that
// reference its rows and so cannot be re-exported from it without a cycle) into ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema*.ts',
  out: './drizzle',
});
