import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    globalSetup: ['__tests__/global-setup.ts'],
    // The reliability reporter writes the list of test files the run was made of beside the
    // ledger, for `npm run reliability:doc` to check that the run was whole. Naming reporters
    // replaces vitest's defaults, so the GitHub annotations it adds on Actions are named too.
    reporters: [
      'default',
      ...(process.env.GITHUB_ACTIONS === 'true' ? ['github-actions'] : []),
      './__tests__/reliability-reporter.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
