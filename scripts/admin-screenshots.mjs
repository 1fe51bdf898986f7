// `npm run docs:admin-screenshots`: the pictures in CONTENT.md ("The content admin"), taken by
// Playwright in Chromium against the built admin (dist-admin/, its own output) and the local backend
// on a throw-away copy of the project, so the pictures never drift from what editors see. Build
// first (`npm run build`).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { admin } from '../src/config/admin.ts';
import { makeProjectCopy } from '../support/project-copy.mjs';
import { startDecapServer } from '../support/decap-server.mjs';
import { chromiumFlags, chromiumPath } from '../support/chromium.mjs';

const dist = resolve('dist-admin');
const out = resolve('docs/images');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webp': 'image/webp',
  '.png': 'image/png',
};
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = [join(dist, path), join(dist, path, 'index.html')].find((f) => f.startsWith(dist) && existsSync(f) && statSync(f).isFile());
  res.writeHead(file ? 200 : 404, { 'Content-Type': types[extname(file ?? '')] ?? 'application/octet-stream' });
  res.end(file ? readFileSync(file) : 'not found');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const site = `http://127.0.0.1:${server.address().port}`;

const copy = await makeProjectCopy('admin-screenshots-');
const backend = await startDecapServer({ root: copy.root, ...admin.localBackend });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumFlags,
});
try {
  let page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The admin is a large app: allow for a busy machine.
  page.setDefaultTimeout(90_000);
  // Leaving the unsaved example post: yes, discard it.
  page.on('dialog', (dialog) => dialog.accept());
  const shot = (name) => page.screenshot({ path: join(out, `admin-${name}.png`) });
  await page.goto(`${site}/#/collections/blog`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Blog posts').first().waitFor();
  await shot('collections');

  await page.goto(`${site}/#/collections/blog/new`);
  await page.getByLabel('Title').fill('Choosing a City for Your Studies');
  await page.getByLabel('Excerpt').fill('Too short.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await page.getByText(/Excerpt didn't match/).waitFor();
  await page.waitForTimeout(500);
  await shot('refused');

  await page
    .getByLabel('Excerpt')
    .fill(
      'Rent, weather, part-time work and the student community: four questions that help you choose the city, not only the university.',
    );
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type('Choosing a city is as important as choosing a university.');
  await page.waitForTimeout(500);
  await shot('new-post');

  // A fresh page: the example post above stays unsaved.
  await page.close();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(90_000);
  await page.goto(`${site}/#/collections/universities/entries/universities`);
  await page.getByRole('button', { name: 'Login' }).click();
  const [university] = JSON.parse(readFileSync('src/content/universities/universities.json', 'utf8'));
  const item = page.getByText(university.name, { exact: true }).locator('xpath=..');
  await item.getByRole('button').first().click();
  await item.getByLabel('Scholarship up to (optional)').scrollIntoViewIfNeeded();
  await shot('university');
  console.log(`Screenshots written to ${out}`);
} finally {
  await browser.close();
  await backend.stop();
  await copy.remove();
  server.close();
}
