import { languageCodes } from '../../src/config/languages';
import { languageOfPath, referencePath } from '../../src/lib/i18n/languagePaths';
import { expect, test } from '@playwright/test';
import { contact } from '../../src/config/site';
import { sitePages } from './audit-support';

// Search and sharing metadata on every page the build emits, read from the served HTML.

type Ld = Record<string, unknown> & { '@type'?: string | string[] };

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const attr = (html: string, re: RegExp) => {
  const m = html.match(re);
  return m ? decode(m[1]) : undefined;
};
const types = (node: Ld) => ([] as string[]).concat(node['@type'] ?? []);
const isType = (node: Ld, ...wanted: string[]) => types(node).some((t) => wanted.includes(t));

/** Problems with one JSON-LD node, by type. */
function checkNode(node: Ld): string[] {
  const p: string[] = [];
  const need = (cond: unknown, what: string) => {
    if (!cond) p.push(`${types(node).join('/')} is missing ${what}`);
  };
  if (isType(node, 'Organization', 'EducationalOrganization')) {
    need(node.name, 'name');
    need(typeof node.url === 'string' && /^https?:\/\//.test(node.url), 'an absolute url');
    need(node.logo, 'logo');
    const cp = ([] as Ld[]).concat((node.contactPoint as Ld) ?? []);
    need(cp.some((c) => c.telephone), 'contactPoint.telephone');
  }
  if (isType(node, 'LocalBusiness')) {
    need(node.name, 'name');
    need(JSON.stringify(node.address ?? '').includes(contact.address.city), `an address in ${contact.address.city}`);
    need(node.telephone, 'telephone');
    const hours = ([] as Ld[]).concat((node.openingHoursSpecification as Ld) ?? []);
    need(hours.length && hours.every((h) => h.dayOfWeek && h.opens && h.closes), 'openingHoursSpecification (dayOfWeek, opens, closes)');
  }
  if (isType(node, 'BlogPosting', 'Article')) {
    need(node.headline, 'headline');
    need(node.datePublished && !Number.isNaN(Date.parse(String(node.datePublished))), 'a valid datePublished');
    need(node.author, 'author');
    need(node.image, 'image');
  }
  if (isType(node, 'FAQPage')) {
    const qs = (node.mainEntity as Ld[]) ?? [];
    need(qs.length > 0, 'questions');
    need(qs.every((q) => isType(q, 'Question') && q.name && (q.acceptedAnswer as Ld)?.text), 'an acceptedAnswer.text for every Question');
  }
  if (isType(node, 'BreadcrumbList')) {
    const items = (node.itemListElement as Ld[]) ?? [];
    need(items.length >= 2, 'at least two items');
    need(items.every((it, i) => it.position === i + 1 && it.name && typeof it.item === 'string' && /^https?:\/\//.test(it.item)), 'position (1, 2, …), name and absolute item on every element');
  }
  return p;
}

test('structured data, titles, descriptions and canonicals on every page', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = sitePages();
  const problems: string[] = [];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();

  for (const page of pages) {
    const res = await request.get(page.path);
    const html = await res.text();
    const where = page.kind === 'not-found' ? '404 page' : page.path;

    const title = attr(html, /<title>([^<]*)<\/title>/);
    const description = attr(html, /<meta name="description" content="([^"]*)"/);
    const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/);
    // Titles and descriptions are unique within a language: a name (a mentor's, a university's) reads the same in both.
    const lang = languageOfPath(page.path, languageCodes);
    if (!title) problems.push(`${where}: no <title>`);
    else if (titles.has(`${lang} ${title}`)) problems.push(`${where}: title "${title}" is also used by ${titles.get(`${lang} ${title}`)}`);
    else titles.set(`${lang} ${title}`, where);
    if (!description || description.length < 50 || description.length > 160) problems.push(`${where}: meta description missing or not 50-160 characters ("${description ?? ''}")`);
    else if (descriptions.has(`${lang} ${description}`)) problems.push(`${where}: meta description is also used by ${descriptions.get(`${lang} ${description}`)}`);
    else descriptions.set(`${lang} ${description}`, where);
    if (!canonical || !/^https?:\/\//.test(canonical)) problems.push(`${where}: canonical missing or not absolute (${canonical})`);
    else if (page.kind === 'page' && new URL(canonical).pathname !== page.path) problems.push(`${where}: canonical points to ${canonical}`);
    if (page.kind === 'page' && !/<meta property="og:image" content="https?:\/\//.test(html)) problems.push(`${where}: no absolute og:image`);

    const nodes: Ld[] = [];
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      try {
        const data = JSON.parse(json) as Ld;
        nodes.push(...(Array.isArray(data['@graph']) ? (data['@graph'] as Ld[]) : [data]));
      } catch (e) {
        problems.push(`${where}: a JSON-LD block does not parse: ${(e as Error).message}`);
      }
    }
    for (const node of nodes) for (const p of checkNode(node)) problems.push(`${where}: ${p}`);

    if (page.kind === 'page') {
      if (!nodes.some((n) => isType(n, 'Organization', 'EducationalOrganization'))) problems.push(`${where}: no Organization JSON-LD`);
      if (!nodes.some((n) => isType(n, 'LocalBusiness'))) problems.push(`${where}: no LocalBusiness JSON-LD`);
      const samePage = referencePath(page.path, languageCodes);
      if (samePage !== '/' && !nodes.some((n) => isType(n, 'BreadcrumbList'))) problems.push(`${where}: no BreadcrumbList JSON-LD`);
      if (samePage.startsWith('/blog/') && !nodes.some((n) => isType(n, 'BlogPosting', 'Article'))) problems.push(`${where}: a blog post without BlogPosting JSON-LD`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('robots.txt allows crawling and points to the absolute sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml$/m);
});
