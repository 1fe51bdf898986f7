import { expect, test, type Page } from '@playwright/test';
import { costAmount, costRows, destinations, stringsOf } from './content';
import { fillIn } from '../../src/lib/text/placeholders';

/** The cost tables' words (src/content/strings/en/costs.json). */
const costs = stringsOf('costs');

/** A country's cost table, the scrolling box named by its caption. */
const costBox = (page: Page, country: (typeof destinations)[number]) =>
  page.getByRole('region', { name: fillIn(costs['table.caption']!, { country: country.inSentence, currency: country.currency }) });

/** How many lines an amount's cell writes it on. */
const linesOf = (page: Page, box: ReturnType<typeof costBox>, amount: string) =>
  box
    .getByRole('cell')
    .filter({ hasText: amount })
    .first()
    .locator('span')
    .first()
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    });

test.describe('on a 360 px phone', () => {
  // Narrower than the project's own phone: the width most of our visitors' phones have.
  test.use({ viewport: { width: 360, height: 740 } });

  for (const country of destinations) {
    test(`${country.path}: the cost table shows every amount whole, without scrolling sideways`, async ({ page }) => {
      await page.goto(country.path);
      const box = costBox(page, country);
      await box.scrollIntoViewIfNeeded();
      const edge = (await box.boundingBox())!;
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), 'the table is wider than its box').toBeLessThanOrEqual(0);
      for (const row of costRows(country.id)) {
        const shown = (await box.getByRole('cell').filter({ hasText: costAmount(row) }).first().boundingBox())!;
        expect(shown.x + shown.width, `${costAmount(row)} ends past the box's edge`).toBeLessThanOrEqual(edge.x + edge.width);
        expect(await linesOf(page, box, costAmount(row)), costAmount(row)).toBeLessThanOrEqual(2);
      }
    });
  }
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a cost table writes each amount on one line', async ({ page }) => {
    for (const country of destinations) {
      await page.goto(country.path);
      const box = costBox(page, country);
      for (const row of costRows(country.id)) expect(await linesOf(page, box, costAmount(row)), `${country.path}: ${costAmount(row)}`).toBe(1);
    }
  });
});
