import { expect, test } from '@playwright/test';
import { brand } from '../../src/config/site';
import { popularPages } from '../../src/config/navigation';
import { fillIn } from '../../src/lib/text/placeholders';
import { stringsOf } from './expected';
import { comingSoonPaths, routes } from './site-map';
import { readFileSync } from 'node:fs';
import { sitePages } from './audit-support';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';

/** The 404 page's words (src/content/strings/en/notFound.json), the coming-soon page's (comingSoon.json) and its sign-up form's (forms.json). */
const notFound = stringsOf('notFound');
const comingSoon = stringsOf('comingSoon');
const forms = stringsOf('forms');
/** The 404 page's popular page at a path, named as the navigation strings name it ("About Us" for /about). */
const popularName = (path: string) => stringsOf('navigation')[`popular.${popularPages.find((p) => p.path === path)!.key}`];

/** The built page at a path (its file in dist/, as the servers find it), as text without tags, and its parts. */
function built(path: string) {
  const page = sitePages().find((p) => p.path === path);
  if (!page) return undefined;
  const html = readFileSync(page.file, 'utf8');
  const text = (fragment = '') =>
    fragment
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    html,
    h1: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1])),
    title: text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1]),
  };
}

// Every route and coming-soon page as built, read without a browser (its markup and reading in a
// browser are the page audit's, on one page of each type: audit-pages.spec.ts).
test("every route is built with its heading, its title and the site's frame", () => {
  const problems: string[] = [];
  for (const route of routes) {
    const page = built(route.path);
    if (!page) {
      problems.push(`${route.path}: no page`);
      continue;
    }
    if (page.h1.length !== 1 || page.h1[0] !== route.heading)
      problems.push(`${route.path}: h1 ${JSON.stringify(page.h1)}, expected "${route.heading}"`);
    if (page.title !== route.title) problems.push(`${route.path}: title "${page.title}", expected "${route.title}"`);
    for (const [what, pattern] of [
      ['header', /<header[\s>]/],
      ['footer', /<footer[\s>]/],
      ['main#main', /<main id="main"/],
    ] as const) {
      if (!pattern.test(page.html)) problems.push(`${route.path}: no ${what}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every coming-soon path is built as the coming-soon page, kept out of search engines', () => {
  const problems: string[] = [];
  for (const path of comingSoonPaths) {
    const page = built(path);
    if (!page) {
      problems.push(`${path}: no page`);
      continue;
    }
    if (!page.html.includes(comingSoon.badge!)) problems.push(`${path}: no "${comingSoon.badge}" badge`);
    if (!new RegExp(`<button[^>]*>\\s*${escapeRegExp(forms.notify!)}\\s*</button>`).test(page.html))
      problems.push(`${path}: no "${forms.notify}" button`);
    if (!/<meta name="robots" content="[^"]*noindex/.test(page.html)) problems.push(`${path}: not noindex`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

const headingOf = (path: string) => routes.find((r) => r.path === path)!.heading;

test.describe('404 page', () => {
  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.title);
    await expect(page.getByRole('link', { name: notFound.home })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: notFound.help })).toHaveAttribute('href', '/contact');
    const popular = page.getByRole('main').getByRole('list').first();
    for (const href of ['/', '/about', '/destinations', '/universities', '/contact']) {
      await expect(popular.getByRole('link', { name: popularName(href), exact: true })).toHaveAttribute('href', href);
    }
  });

  test('Go Back returns to the page the tab was on before, even after a typed address', async ({ page }) => {
    await page.goto('/about');
    // The visitor types a wrong address in the same tab: no referrer, but the tab has a past.
    await page.goto('/abuot');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.title);
    await page.getByRole('button', { name: notFound.back }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'));
  });

  test('Go Back goes home when the 404 page is the first page of the tab', async ({ page }) => {
    const fresh = await page.context().newPage();
    await fresh.goto('/yet-another-missing-page');
    await fresh.getByRole('button', { name: notFound.back }).click();
    await expect(fresh).toHaveURL(/\/$/);
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(headingOf('/'));
  });
});

test.describe('a coming-soon page', () => {
  test('Notify Me needs an e-mail, thanks the visitor and sends nothing', async ({ page }) => {
    // Anything that could carry the address: a non-GET request, or one whose URL holds it.
    const sent: string[] = [];
    await page.goto('/success-stories');
    page.on('request', (r) => {
      if (r.method() !== 'GET' || decodeURIComponent(r.url()).includes('student@')) sent.push(`${r.method()} ${r.url()}`);
    });

    const email = page.getByLabel(forms['email.label']);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await page.getByRole('button', { name: forms.notify }).click();
    await expect(page.getByText(forms.thanks)).toBeHidden();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await email.fill('not-an-email');
    await page.getByRole('button', { name: forms.notify }).click();
    await expect(page.getByText(forms.thanks)).toBeHidden();

    await email.fill('student@example.com');
    await page.getByRole('button', { name: forms.notify }).click();
    await expect(page.getByText(forms.thanks)).toBeVisible();
    await expect(page.getByText(comingSoon.thanks)).toBeVisible();
    await expect(email).toHaveValue('');
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/success-stories$/);
  });

  test('has the logo home, links to home, contact and about, and the current year', async ({ page }) => {
    await page.goto('/mentors');
    await expect(page.getByRole('link', { name: fillIn(stringsOf('layout').logo, { brand: brand.name }) }).first()).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute('href', '/');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/"]')).toHaveCount(1);
    await expect(main.locator('a[href="/contact"]')).toHaveCount(1);
    await expect(main.locator('a[href="/about"]')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });
});
