/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/** The unit tests that read a tool's data through src/queries from src/content/ (tests/unit/queries/site-setup.ts). */
const siteContent = ['tests/unit/chances/**/*.test.ts', 'tests/unit/timeline/**/*.test.ts'];

export default getViteConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on a two-core machine ran the files one by
    // one, the editor-flow test's builds (most of the time) included.
    maxWorkers: '100%',
    // A time limit catches a test that hangs, not a slow machine: `npm test` runs the type check beside
    // these tests, and a shared CI machine may be busier still (Vitest's 5 s failed a 2 s test there).
    testTimeout: 30_000,
    // A worker runs file after file without starting afresh for each (a fifth of the run went on
    // starting workers): a test that stubs a global or the clock restores it after itself.
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: [...siteContent, 'tests/unit/queries/**'] },
      },
      // The queries, against a fixture site in place of the content layer's store.
      {
        extends: true,
        test: { name: 'queries', include: ['tests/unit/queries/**/*.test.ts'], setupFiles: ['tests/unit/queries/setup.ts'] },
      },
      // The tools whose data the tests read as the pages do: the site's own content through the queries.
      { extends: true, test: { name: 'site content', include: siteContent, setupFiles: ['tests/unit/queries/site-setup.ts'] } },
    ],
  },
});
