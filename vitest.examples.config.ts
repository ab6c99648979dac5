import {defineConfig} from 'vitest/config';

// The examples marked build="..." in the docs, built with the installed rslib CLI. Apart from the
// unit tests because each one spawns a build (about a second each).
export default defineConfig({
  test: {
    include: ['tests/examples/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
