import { expect, test } from '@playwright/test';
import { shown, stringsOf } from './expected';
import { countries, destinationField, localMoney, readRupees, shaped, words as w } from './cost-planner-support';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { fillIn } from '../../src/lib/text/placeholders';

/** The cost tables' words (src/content/strings/en/costs.json): the planner link, the rows, the yearly tables. */
const c = stringsOf('costs');
const { rates } = shown();

/** The way in to the planner from the site, the sitemap, and the page without JavaScript. */

test('every destination page links to the planner from its cost section, opening on that country', async ({ page }) => {
  for (const country of countries) {
    await page.goto(country.path);
    const costs = page.locator('section#costs');
    await expect(costs.getByRole('table')).toBeVisible();
    await expect(costs.getByRole('link', { name: c['plannerLink.open'] })).toHaveAttribute('href', `/cost-planner?country=${country.id}`);
  }
});

test('the short guides show their costs from the same sheet', async ({ page }) => {
  for (const country of countries) {
    await page.goto(country.path);
    const table = page.locator('section#costs').getByRole('table');
    const kind = country.sheet.tuition[0]!;
    const first = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: fillIn(c['row.tuition']!, { label: kind.label }) }) });
    await expect(first.getByRole('cell').first()).toContainText(String(kind.min.toLocaleString('en-US')));
  }
});

test('the universities page, the consultation page and every post that names the planner link to it', async ({ page }) => {
  for (const path of ['/universities', '/services/consultation']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: c['plannerLink.open'] })).toHaveAttribute('href', '/cost-planner');
  }
  // A link an editor wrote in a post ([the planner](/cost-planner)) reaches the page with its words.
  for (const post of shown().blog.posts) {
    for (const [, words] of post.body.matchAll(/\[([^\]]+)\]\(\/cost-planner\)/g)) {
      await page.goto(`/blog/${post.id}`);
      await expect(page.getByRole('main').getByRole('link', { name: words, exact: true })).toHaveAttribute('href', '/cost-planner');
    }
  }
});

test('the footer’s Quick Links and the sitemap include the planner', async ({ page, request }) => {
  await page.goto('/');
  const quickLinks = page.getByRole('contentinfo').getByRole('navigation', { name: stringsOf('layout')['footer.quickLinks'] });
  await expect(quickLinks.getByRole('link', { name: stringsOf('navigation')['quick.costPlanner'] })).toHaveAttribute(
    'href',
    '/cost-planner',
  );
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const pages = (await Promise.all(sitemaps.map(async (path) => (await request.get(path)).text()))).join('');
  expect(pages).toMatch(/<loc>https?:\/\/[^<]+\/cost-planner<\/loc>/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows each destination’s yearly costs in rupees and says the calculator needs JavaScript', async ({ page }) => {
    await page.goto('/cost-planner');
    await expect(page.getByText(w.noScript!)).toBeVisible();
    for (const country of countries) {
      const table = page.getByRole('table', { name: fillIn(c['yearly.caption']!, { country: country.name }) });
      await expect(table.getByRole('columnheader')).toHaveText([
        c['table.cost']!,
        fillIn(c['yearly.local']!, { currency: country.currency }),
        c['yearly.rupees']!,
      ]);
      // The first tuition kind (whichever levels it is for), in its currency and converted at the dated rate.
      const kind = country.sheet.tuition[0]!;
      const heading = new RegExp(`^${shaped(c['yearly.tuition']!, { label: escapeRegExp(kind.label) })}$`);
      const tuition = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: heading }) });
      await expect(tuition.getByRole('cell').first()).toHaveText(
        fillIn(c.range!, { min: localMoney(kind.min, country.currency), max: localMoney(kind.max, country.currency) }),
      );
      const rate = rates.rupeesPer[country.currency]!;
      expect(readRupees((await tuition.getByRole('cell').last().textContent()) ?? '')).toEqual([
        Math.round(kind.min * rate),
        Math.round(kind.max * rate),
      ]);
    }
    // The planner's controls are there but disabled: nothing pretends to work.
    await expect(destinationField(page)).toBeDisabled();
  });
});
