// Typing latency of the /blogs explorer at scale (a keystroke must repaint at once, results within 50 ms):
// builds a temporary copy of the site with N generated posts (default 1000), serves it on BENCH_PORT
// (default 4412) and, in Chromium, focuses the search box (which fetches the search data) and types a
// query: for each keystroke, input event → next paint, and for those that changed the results,
// input event → the paint that showed them. Nothing is written to the repository.
// Usage: npm run bench -- explorer [1000]
import { join } from 'node:path';
import { makeProjectCopy } from '../../support/project-copy.mjs';
import { addSyntheticPosts, syntheticPosts } from '../../support/synthetic-posts.mjs';
import { launchChromium, measureExplorer } from '../lib/measure-in-browser.mjs';
import { serveFolder } from '../../support/static-server.ts';

const count = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(count) || count < 1) throw new Error('Give the number of generated posts, e.g. 1000');

const copy = await makeProjectCopy('blog-bench-explorer-');
try {
  await addSyntheticPosts(copy, syntheticPosts(count));
  const dist = join(copy.root, 'dist');
  const built = await copy.build(dist);
  if (built.code !== 0) throw new Error(`Build failed:\n${built.output.slice(-3000)}`);
  const site = await serveFolder(dist, Number(process.env.BENCH_PORT ?? 4412));
  const browser = await launchChromium();
  try {
    const text = 'guide 1';
    const m = await measureExplorer(browser, site.url, text);
    const line = (s) => `median ${s.median} ms, p90 ${s.p90} ms, max ${s.max} ms (${s.count})`;
    console.log(`${count} generated posts + the real ones; typed "${text}": ${m.status}`);
    console.log(
      `search data: ${m.fetchedWithPage} requests with the page; on first focus ${(m.dataBytes / 1024).toFixed(1)} KB (${(m.dataGzipBytes / 1024).toFixed(1)} KB gzip)`,
    );
    console.log(`keystroke → next paint: ${line(m.keystrokeToPaint)}`);
    console.log(
      `keystroke → results on screen: ${line(m.keystrokeToResults)} (target ≤ 50 ms: ${m.keystrokeToResults.max <= 50 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await browser.close();
    await site.close();
  }
} finally {
  await copy.remove();
}
