import { defineConfig } from 'vitest/config';

/*
 * Test files share their worker's module cache (isolate: false): each one builds its own app and
 * database from explicit settings (src/test/test-app.ts), so nothing a file needs lives in a
 * module's state, and importing the server once per worker instead of once per file saves about
 * ten minutes a run. A file that replaces a module with vi.mock runs isolated, or its stand-in
 * would leak into the files after it.
 */
const mocksModules = ['src/security/abuse.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/pg-queued-query-guard.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['src/**/*.test.ts'],
          exclude: mocksModules,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mocksModules } },
    ],
  },
});
