/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Every core: Vitest's default leaves one free, which on a two-core machine ran the files one by
    // one, the editor-flow test's builds (most of the time) included.
    maxWorkers: '100%',
    // A worker runs file after file without starting afresh for each (a fifth of the run went on
    // starting workers): a test that stubs a global or the clock restores it after itself.
    isolate: false,
  },
});
