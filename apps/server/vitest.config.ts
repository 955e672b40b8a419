import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The migrated, seeded database is made once per run and each test file's PGlite loads it.
    globalSetup: ['src/testing/prepared-database.setup.ts'],
    // Loading PGlite takes a second or so per instance; each file shares one.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
