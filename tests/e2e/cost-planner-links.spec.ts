import { expect, test } from '@playwright/test';
import { blogPosts, rates } from './content';
import { countries, localMoney, readRupees } from './cost-planner-support';

/** The way in to the planner from the site, the sitemap, and the page without JavaScript. */

test('every destination page links to the planner from its cost section, opening on that country', async ({ page }) => {
  for (const country of countries) {
    await page.goto(country.path);
    const costs = page.locator('section#costs');
    await expect(costs.getByRole('table')).toBeVisible();
    await expect(costs.getByRole('link', { name: 'Open the Cost Planner' })).toHaveAttribute('href', `/cost-planner?country=${country.id}`);
  }
});

test('the short guides show their costs from the same sheet', async ({ page }) => {
  for (const country of countries) {
    await page.goto(country.path);
    const table = page.locator('section#costs').getByRole('table');
    const kind = country.sheet.tuition[0]!;
    const first = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${kind.label} tuition` }) });
    await expect(first.getByRole('cell').first()).toContainText(String(kind.min.toLocaleString('en-US')));
  }
});

test('the universities page, the consultation page and every post that names the planner link to it', async ({ page }) => {
  for (const path of ['/universities', '/services/consultation']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: 'Open the Cost Planner' })).toHaveAttribute('href', '/cost-planner');
  }
  // A link an editor wrote in a post ([the planner](/cost-planner)) reaches the page with its words.
  for (const post of blogPosts) {
    for (const [, words] of post.body.matchAll(/\[([^\]]+)\]\(\/cost-planner\)/g)) {
      await page.goto(`/blog/${post.id}`);
      await expect(page.getByRole('main').getByRole('link', { name: words, exact: true })).toHaveAttribute('href', '/cost-planner');
    }
  }
});

test('the footer’s Quick Links and the sitemap include the planner', async ({ page, request }) => {
  await page.goto('/');
  const quickLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' });
  await expect(quickLinks.getByRole('link', { name: 'Cost Planner' })).toHaveAttribute('href', '/cost-planner');
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const pages = (await Promise.all(sitemaps.map(async (path) => (await request.get(path)).text()))).join('');
  expect(pages).toMatch(/<loc>https?:\/\/[^<]+\/cost-planner<\/loc>/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows each destination’s yearly costs in rupees and says the calculator needs JavaScript', async ({ page }) => {
    await page.goto('/cost-planner');
    await expect(page.getByText('The calculator needs JavaScript.')).toBeVisible();
    for (const country of countries) {
      const table = page.getByRole('table', { name: `${country.name}: a year's costs in rupees` });
      await expect(table.getByRole('columnheader')).toHaveText(['Cost', `In ${country.currency}`, 'In rupees']);
      // The first tuition kind, in its currency and converted at the dated rate.
      const kind = country.sheet.tuition[0]!;
      const tuition = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${kind.label} tuition`) }) });
      await expect(tuition.getByRole('cell').first()).toHaveText(`${localMoney(kind.min, country.currency)} to ${localMoney(kind.max, country.currency)}`);
      const rate = rates.rupeesPer[country.currency]!;
      expect(readRupees((await tuition.getByRole('cell').last().textContent()) ?? '')).toEqual([Math.round(kind.min * rate), Math.round(kind.max * rate)]);
    }
    // The planner's controls are there but disabled: nothing pretends to work.
    await expect(page.getByRole('combobox', { name: 'Destination' })).toBeDisabled();
  });
});
