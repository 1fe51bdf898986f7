import { expect, test } from '@playwright/test';
import { brand } from '../../src/config/site';
import { popularPages } from '../../src/config/navigation';
import { fillIn } from '../../src/lib/text/placeholders';
import { stringsOf } from './content';
import { comingSoonPaths, routes } from './site-map';

/** The 404 page's words (src/content/strings/en/notFound.json), the coming-soon page's (comingSoon.json) and its sign-up form's (forms.json). */
const notFound = stringsOf('notFound');
const comingSoon = stringsOf('comingSoon');
const forms = stringsOf('forms');
/** The 404 page's popular page at a path, named as the navigation strings name it ("About Us" for /about). */
const popularName = (path: string) => stringsOf('navigation')[`popular.${popularPages.find((p) => p.path === path)!.key}`];

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its heading and title`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('main#main')).toBeVisible();
    });
  }
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

test.describe('coming-soon pages', () => {
  for (const path of comingSoonPaths) {
    test(`${path} shows the coming-soon page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(comingSoon.badge)).toBeVisible();
      await expect(page.getByRole('button', { name: forms.notify })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

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
    await expect(page.getByRole('link', { name: fillIn(stringsOf('layout').logo, { brand: brand.name }) }).first()).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute('href', '/');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/"]')).toHaveCount(1);
    await expect(main.locator('a[href="/contact"]')).toHaveCount(1);
    await expect(main.locator('a[href="/about"]')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });
});
