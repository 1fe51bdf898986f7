// The JavaScript a visitor downloads before and after tapping "Pick a time" (a script, not a test):
// `npm run bench -- booking` after a build configured with the test calendar (the test command's build).
// Opens /contact?purpose=consultation in Chromium, with the booking service answered by the tests'
// stand-in (the real one is unreachable here), and prints the scripts fetched at three moments: the
// page loaded and idle, the visitor scrolled to the panel (which hydrates it), and after the tap.
// Sizes are raw, gzip and brotli (what nginx sends from the build's .br copies).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/measure-in-browser.mjs';
import { serveFolder } from '../../support/static-server.ts';
import { bookingOrigin, embedOrigin, stubBookingService } from '../../support/booking-stand-in.ts';

const dist = join(process.cwd(), 'dist');
const contact = join(dist, 'contact.html');
if (!existsSync(contact) || !readFileSync(contact, 'utf8').includes(bookingOrigin)) {
  console.error(
    `dist/contact.html is missing or not built with PUBLIC_CALCOM_ORIGIN=${bookingOrigin}: run the test command's build first.`,
  );
  process.exit(1);
}
const stringsOf = (area) => JSON.parse(readFileSync(join(process.cwd(), `src/content/strings/en/${area}.json`), 'utf8'));
const words = stringsOf('booking');
const consent = stringsOf('consent');

const site = await serveFolder(dist);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
  /** Every script response so far: its path and sizes. */
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const url = new URL(response.url());
    scripts.push({
      path: url.origin === new URL(site.url).origin ? url.pathname : url.href,
      raw: body.length,
      gzip: gzipSync(body).length,
      brotli: brotliCompressSync(body).length,
    });
  });
  // Other third parties (reCAPTCHA, maps) are unreachable here: refused, and listed if the page asked for them.
  const refused = [];
  await page.route(/^https:\/\//, (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  await stubBookingService(page);
  const settle = () => page.waitForTimeout(1500);

  await page.goto(`${site.url}/contact?purpose=consultation`);
  await page.waitForLoadState('load');
  await settle();
  const atLoad = scripts.length;

  const panel = page.getByRole('region', { name: words.title });
  await panel.scrollIntoViewIfNeeded();
  const pick = panel.getByRole('button', { name: words.open });
  await pick.waitFor();
  await settle();
  const atPanel = scripts.length;

  await panel.getByRole('checkbox', { name: consent['agree.label'] }).check();
  await pick.click();
  await page.getByRole('dialog', { name: words.dialogTitle }).locator('iframe').waitFor();
  await settle();

  const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const sizes = (rows) => `${kb(sum(rows, 'raw'))} raw, ${kb(sum(rows, 'gzip'))} gzip, ${kb(sum(rows, 'brotli'))} brotli`;
  const cells = (rows) => `${rows.length} | ${kb(sum(rows, 'raw'))} | ${kb(sum(rows, 'gzip'))} | ${kb(sum(rows, 'brotli'))}`;
  const moments = [
    ['Page loaded, before any tap', scripts.slice(0, atLoad)],
    ['Scrolled to the panel (it hydrates)', scripts.slice(atLoad, atPanel)],
    ['After tapping "Pick a time"', scripts.slice(atPanel)],
  ];
  for (const [moment, rows] of moments) {
    console.log(`\n${moment}: ${rows.length} scripts, ${sizes(rows)}`);
    for (const row of rows) console.log(`  ${row.path}  ${sizes([row])}`);
  }
  const before = scripts.slice(0, atPanel);
  const after = scripts.slice(atPanel);
  const fromBookingService = (row) => row.path.startsWith(bookingOrigin) || row.path.startsWith(embedOrigin);
  const fromBooking = after.filter(fromBookingService);
  const ours = after.filter((row) => !fromBooking.includes(row));
  console.log('\n| Moment | Scripts | Raw | gzip | brotli |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| Page loaded | ${cells(scripts.slice(0, atLoad))} |`);
  console.log(`| Before the tap (page and panel) | ${cells(before)} |`);
  console.log(`| Added by the tap, ours | ${cells(ours)} |`);
  console.log(`| Added by the tap, the booking service's embed script (stand-in here) | ${cells(fromBooking)} |`);
  console.log('\nOther third-party requests (refused here):', refused.length ? refused.join(', ') : 'none');
  console.log('Before the tap nothing comes from the booking service:', !before.some(fromBookingService));
} finally {
  await browser.close();
  await site.close();
}
