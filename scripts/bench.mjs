// `npm run bench -- <what> [arguments]`: every benchmark behind one command. Each prints figures
// against its targets (docs/performance.md) and is no part of `npm test`; with no argument, the list.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const node = (file) => [process.execPath, join(import.meta.dirname, 'bench', file)];

/** Each benchmark: the command it runs, and what it measures. */
const benches = {
  lcp: { run: node('lcp.mjs'), about: 'Lighthouse on one page of each type: LCP against the floor, scores, bytes (after a build)' },
  content: { run: node('content.mjs'), about: 'the blog at 1,000 posts: build times, /blogs, the explorer, site search [posts]' },
  typing: {
    run: ['playwright', 'test', '--config', 'playwright.bench.config.ts'],
    about: "the finder's keystroke, facets, sort and own JavaScript at 1,000 universities (after a build)",
  },
  explorer: { run: node('explorer.mjs'), about: "the blog explorer's keystroke at 1,000 posts [posts]" },
  admin: { run: node('admin.mjs'), about: "the admin's bundle and each public page's JavaScript (after a build) [baseline dist]" },
  booking: { run: node('booking.mjs'), about: 'the scripts /contact fetches before and after "Pick a time" (after the test build)' },
  steps: {
    run: node('steps.mjs'),
    about: 'what the site search, precompression and first-screen image steps save against their alternatives (after a build)',
  },
  css: {
    run: node('css.mjs'),
    about: "per-page CSS trimming against Astro's inlineStylesheets: looks compared, then Lighthouse on both (after a build)",
  },
  serve: { run: node('serve.mjs'), about: 'nginx under load on loopback: requests a second, p50/p99 (after a build)' },
  planner: { run: node('planner.mjs'), about: "the cost planner's own JavaScript against 15 KB gzip (after a build)" },
  tools: { run: node('tools.mjs'), about: "each planning tool's own JavaScript against 15 KB gzip (after a build)" },
  devanagari: {
    run: node('devanagari.mjs'),
    about:
      "the Hindi pages' Devanagari font: its bytes, and what /hi shows on a device with no Devanagari font and on a phone (after a build) [--screenshots folder]",
  },
};

const [what, ...args] = process.argv.slice(2);
const bench = benches[what];
if (!bench) {
  if (what) console.error(`No benchmark "${what}".\n`);
  console.log('npm run bench -- <what> [arguments], one of:\n');
  for (const [name, { about }] of Object.entries(benches)) console.log(`  ${name.padEnd(11)} ${about}`);
  process.exit(what ? 2 : 0);
}
const [command, ...fixed] = bench.run;
const child = spawn(command, [...fixed, ...args], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
