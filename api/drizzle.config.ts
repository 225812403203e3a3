/** drizzle-kit: `pnpm --filter @jobfit/api db:generate` writes a migration for every change to the schema. */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
