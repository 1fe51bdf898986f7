// Per-page CSS trimming against Astro's own inlining (a script, not a test): `npm run bench -- css`
// after `npm run build`. Builds the site again with PAGE_CSS=astro (Astro's
// `build.inlineStylesheets: 'always'`: each route's whole CSS bundle inline, no trimming) into a
// temporary folder, compares every page's computed styles between the two (trimming must change no
// page's look: scripts/lib/compare-styles.mjs), then runs the Lighthouse bench (lcp.mjs) on both builds in the same
// rounds against the same floor (BENCH_DIST=dist,<that folder>), so each page type's LCP ratio and
// bytes can be read side by side. BENCH_RUNS, BENCH_MODES and BENCH_PAGES pass through (default:
// applied throttling only).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareStyles } from '../lib/compare-styles.mjs';

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const folder = mkdtempSync(join(tmpdir(), 'bench-css-'));
const astroCss = join(folder, 'dist');
const run = (args, env) => {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}`);
};
try {
  console.log(`Building with Astro's inlineStylesheets: 'always' into ${astroCss} …`);
  run(['node_modules/astro/bin/astro.mjs', 'build', '--outDir', astroCss], { PAGE_CSS: 'astro' });
  console.log("\nComparing every page's computed styles in the two builds …");
  if ((await compareStyles(astroCss)) > 0) process.exitCode = 1;
  console.log(`\nBenchmarking dist/ (trimmed per page) and ${astroCss} (Astro's inlining) …`);
  run(['scripts/bench/lcp.mjs'], { BENCH_DIST: `dist,${astroCss}`, BENCH_MODES: process.env.BENCH_MODES ?? 'applied' });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
