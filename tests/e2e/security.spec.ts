import { expect, test } from '@playwright/test';
import { auditedPages, label, perPageTimeout, scrollThrough, sitePages, stubThirdParties } from './audit-support';

// Content Security Policy (Astro security.csp, a <meta> on every page) and external links. The HTTP
// headers are tested through nginx (tests/http) and in tests/unit/serving/.

const cspOf = (html: string) => html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1];
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(/\s+/)[0] === name);

test('no Content Security Policy violation on any page', async ({ page, baseURL }) => {
  const pages = auditedPages();
  test.setTimeout(perPageTimeout(pages.length));
  await stubThirdParties(page, baseURL!);
  // Record violations in the page before any of its own scripts run.
  await page.addInitScript(() => {
    const w = window as Window & { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${e.sample ? ` (${e.sample.slice(0, 60)})` : ''}`);
    });
  });
  const problems: string[] = [];
  for (const sitePage of pages) {
    await page.goto(sitePage.path);
    await scrollThrough(page);
    const violations = await page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []);
    for (const v of violations) problems.push(`${label(sitePage)}: ${v}`);
  }
  expect(problems, `CSP violations:\n${problems.join('\n')}`).toEqual([]);
});

test('every page has a strict, hash-based CSP; only pages with third parties widen it', async ({ request }) => {
  const problems: string[] = [];
  for (const sitePage of sitePages()) {
    const html = await (await request.get(sitePage.path)).text();
    const csp = cspOf(html);
    const where = label(sitePage);
    if (!csp) {
      problems.push(`${where}: no CSP <meta>`);
      continue;
    }
    const script = directive(csp, 'script-src') ?? '';
    const style = directive(csp, 'style-src') ?? '';
    if (!/'sha(256|384|512)-/.test(script) && /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/.test(html)) problems.push(`${where}: inline scripts but no hashes in script-src`);
    if (script.includes("'unsafe-inline'") || script.includes("'unsafe-eval'")) problems.push(`${where}: script-src allows unsafe-inline/eval`);
    // The booking calendar's embed adds <style> elements no hash can name ahead: only the page that loads it may allow them.
    const inlineStyleElements = (directive(csp, 'style-src-elem') ?? '').includes("'unsafe-inline'") && sitePage.path !== '/contact';
    if (style.includes("'unsafe-inline'") || inlineStyleElements) problems.push(`${where}: style-src allows unsafe-inline`);
    if (!script.includes("'self'")) problems.push(`${where}: script-src lost 'self'`);
    if (!directive(csp, "object-src")?.includes("'none'")) problems.push(`${where}: object-src is not 'none'`);
    if (!directive(csp, 'base-uri')) problems.push(`${where}: no base-uri`);
    // Third-party origins belong to the pages that use them (the contact page), nowhere else.
    const external = csp.match(/https:\/\/[^\s;]+/g) ?? [];
    if (sitePage.path !== '/contact' && external.length) problems.push(`${where}: allows third-party origins ${external.join(' ')}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every external link opens safely (rel noopener noreferrer)', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const problems: string[] = [];
  for (const sitePage of sitePages()) {
    const html = await (await request.get(sitePage.path)).text();
    for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
      const href = tag.match(/\shref="([^"]*)"/)?.[1];
      if (!href || !/^https?:\/\//.test(href) || new URL(href).origin === origin) continue;
      const rel = (tag.match(/\srel="([^"]*)"/)?.[1] ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`${label(sitePage)}: ${href} has rel="${rel.join(' ')}"`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
