// Typing latency of the /blogs explorer at scale (a keystroke must repaint at once): serves the built /blogs page with
// the island's props replaced by N generated posts (default 1000), types a query and reports, from
// Chromium's Event Timing API, the time from each keystroke to the next paint, and the time until the
// filtered list is on screen. Needs a build and `astro preview` running: E2E_PORT (default 4411).
// Usage: npm run build && npm run bench:explorer [-- 1000]
import { chromium } from '@playwright/test';

const count = Number(process.argv[2] ?? 1000);
const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4411}`;
const categories = ['study-guides', 'tips', 'updates', 'student-life'];
const tagPool = ['visa', 'usa', 'canada', 'uk', 'australia', 'scholarships', 'ielts', 'toefl', 'housing', 'budgeting'];

// Astro's island props format: every value is [0, value], arrays are [1, [items]].
const v = (value) =>
  Array.isArray(value)
    ? [1, value.map(v)]
    : value && typeof value === 'object'
      ? [0, Object.fromEntries(Object.entries(value).map(([k, x]) => [k, v(x)]))]
      : [0, value];
const escapeAttr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.route(`${base}/blogs`, async (route) => {
  const response = await route.fetch();
  const html = await response.text();
  const image = /&quot;image&quot;:\[0,\{&quot;src&quot;:\[0,&quot;([^&]+)&quot;/.exec(html)[1];
  const posts = Array.from({ length: count }, (_, i) => ({
    id: `synthetic-${i}`,
    title: `Synthetic guide ${i}: ${tagPool[i % tagPool.length]} planning for students`,
    excerpt: `An generated excerpt about ${tagPool[(i * 3) % tagPool.length]} and ${tagPool[(i * 7) % tagPool.length]}, long enough to look like a real one on a card.`,
    category: categories[i % 4],
    tags: [tagPool[i % tagPool.length], tagPool[(i + 3) % tagPool.length]],
    date: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    image: { src: image, width: 640, height: 336, alt: 'Synthetic cover' },
    readTime: 4,
    featured: i % 50 === 0,
    author: 'Kabir Malhotra',
  }));
  const props = JSON.stringify({ posts: v(posts) });
  const body = html.replace(/(<astro-island[^>]*BlogExplorer[^>]*\sprops=")\{&quot;posts&quot;:\[1,\[.*?\]\]\],&quot;categories/s, (_m, head) =>
    `${head}${escapeAttr(props).slice(0, -1)},&quot;categories`,
  );
  await route.fulfill({ response, body, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(body)) } });
});
await page.goto(`${base}/blogs`);
await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
await page.evaluate(() => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'keydown' || e.name === 'keyup' || e.name === 'keypress') window.__events.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
});
const search = page.getByLabel('Search articles');
const started = Date.now();
await search.pressSequentially('guide 1', { delay: 120 });
await page.getByRole('status').filter({ hasText: 'matching “guide 1”' }).waitFor();
const settled = Date.now() - started - 6 * 120;
const statusText = await page.getByRole('status').filter({ hasText: 'article' }).textContent();
await page.waitForTimeout(500);
const durations = await page.evaluate(() => window.__events);
console.log(`${count} posts, typed "guide 1" (7 keystrokes): ${statusText}`);
const sorted = [...durations].sort((a, b) => a - b);
const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
console.log(
  `keystroke → next paint (key events of 16 ms or more; Event Timing, 8 ms steps): ${sorted.length} events, ` +
    `median ${sorted.length ? median : '<16'} ms, max ${sorted.length ? sorted.at(-1) : '<16'} ms`,
);
console.log(`last keystroke → results on screen: about ${settled} ms`);
await browser.close();
