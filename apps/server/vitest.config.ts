import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite's initdb takes a few seconds per instance; each file shares one.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
