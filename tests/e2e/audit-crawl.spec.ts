import { expect, test, type APIRequestContext } from '@playwright/test';
import { missingPath } from './audit-support';

// A crawl over HTTP (no browser: fast) from the home page and from the sitemap, following every
// internal href/src/srcset and the url()s inside stylesheets.

function decode(s: string) {
  return s.replace(/&amp;/g, '&').replace(/&#38;/g, '&').replace(/&quot;/g, '"');
}

/** Internal URLs referenced by an HTML page or a stylesheet, absolute, without fragments. */
function references(body: string, from: string, origin: string, isCss: boolean): string[] {
  const raw: string[] = [];
  if (isCss) {
    for (const m of body.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) raw.push(m[1]);
  } else {
    for (const m of body.matchAll(/\s(?:href|src|poster)="([^"]*)"/g)) raw.push(decode(m[1]));
    for (const m of body.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/g)) {
      for (const candidate of decode(m[1]).split(',')) raw.push(candidate.trim().split(/\s+/)[0]);
    }
  }
  const out: string[] = [];
  for (const ref of raw) {
    if (!ref || ref.startsWith('data:') || ref.startsWith('#') || /^(mailto|tel|javascript|sms):/i.test(ref)) continue;
    const url = new URL(ref, from);
    if (url.origin !== origin) continue;
    url.hash = '';
    out.push(url.href);
  }
  return out;
}

async function sitemapUrls(request: APIRequestContext, origin: string): Promise<string[]> {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status(), '/sitemap-index.xml').toBe(200);
  const urls: string[] = [];
  for (const [, loc] of (await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await request.get(new URL(loc).pathname);
    expect(sitemap.status(), `sitemap ${loc}`).toBe(200);
    for (const [, page] of (await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) urls.push(page);
  }
  expect(urls.length, 'the sitemap lists no page').toBeGreaterThan(0);
  // The sitemap carries the production origin; crawl the same paths on the test server.
  return urls.map((u) => new URL(new URL(u).pathname + new URL(u).search, origin).href);
}

test('crawl from / and the sitemap: nothing 404s, the sitemap is complete and answers 200', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const fromSitemap = await sitemapUrls(request, origin);
  const queue = [new URL('/', origin).href, ...fromSitemap];
  const seen = new Map<string, number>();
  const referrers = new Map<string, string>();
  const indexablePages: string[] = [];
  const problems: string[] = [];

  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const res = await request.get(url, { maxRedirects: 0 });
    seen.set(url, res.status());
    if (res.status() >= 400) {
      problems.push(`${res.status()} for ${new URL(url).pathname}${new URL(url).search} (linked from ${referrers.get(url) ?? 'the sitemap'})`);
      continue;
    }
    const type = res.headers()['content-type'] ?? '';
    const isHtml = type.includes('text/html');
    const isCss = type.includes('text/css');
    if (!isHtml && !isCss) continue;
    const body = await res.text();
    if (isHtml && !/<meta name="robots" content="[^"]*noindex/.test(body)) indexablePages.push(url);
    for (const ref of references(body, url, origin, isCss)) {
      if (!seen.has(ref)) {
        if (!referrers.has(ref)) referrers.set(ref, new URL(url).pathname);
        queue.push(ref);
      }
    }
  }

  for (const url of fromSitemap) {
    if (seen.get(url) !== 200) problems.push(`sitemap URL ${new URL(url).pathname} answers ${seen.get(url)}`);
  }
  // Every crawled page except the 404 and coming-soon pages (both noindex) must be in the sitemap.
  const inSitemap = new Set(fromSitemap.map((u) => new URL(u).pathname));
  for (const url of indexablePages) {
    const { pathname } = new URL(url);
    if (!inSitemap.has(pathname)) problems.push(`${pathname} is a public page missing from the sitemap`);
  }
  expect(seen.size, 'the crawl found almost nothing').toBeGreaterThan(10);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the 404 page is served with status 404 and noindex', async ({ request }) => {
  const res = await request.get(missingPath);
  expect(res.status()).toBe(404);
  expect(await res.text()).toMatch(/<meta name="robots" content="noindex/);
});
