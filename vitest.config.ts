import { defineConfig } from 'vitest/config';

// One runner for every workspace: domain and api tests run in Node, web component tests in jsdom.
export default defineConfig({
  test: {
    // Two test files at a time even on two cores: Vitest's default (cores - 1) runs one at a time there, and the API
    // tests spend part of each file waiting on a database, so a second file finished the API tests 1.24× sooner.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          // One migrated database that each test file copies (see the file).
          globalSetup: ['apps/api/test/support/migrated-template.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          testTimeout: 20_000,
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
