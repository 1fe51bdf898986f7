import { expect, test, type Page } from '@playwright/test';
import { shown, stringsOf } from './expected';
import { fillIn } from '../../src/lib/text/placeholders';
import { rangeJoin } from '../../src/lib/money/range';

/** The cost tables' words (src/content/strings/en/costs.json). */
const costs = stringsOf('costs');
const { destinations, comparison: comparisonRows } = shown();
/** A cost row's amount as the tables print it: "$10,000-$18,000", "CAD 15,000-22,000". */
const costAmount = (row: (typeof destinations)[number]['costRows'][number]) => row.amount.join(rangeJoin);
/** The destination pages' words (destinations.json): the comparison's caption. */
const destinationWords = stringsOf('destinations');

/** A country's cost table, the scrolling box named by its caption. */
const costBox = (page: Page, country: (typeof destinations)[number]) =>
  page.getByRole('region', { name: fillIn(costs['table.caption']!, { country: country.inSentence, currency: country.currency }) });

/** How many lines an amount's cell writes it on. */
const linesOf = (box: ReturnType<typeof costBox>, amount: string) =>
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
      for (const row of country.costRows) {
        const cell = (await box
          .getByRole('cell')
          .filter({ hasText: costAmount(row) })
          .first()
          .boundingBox())!;
        expect(cell.x + cell.width, `${costAmount(row)} ends past the box's edge`).toBeLessThanOrEqual(edge.x + edge.width);
        expect(await linesOf(box, costAmount(row)), costAmount(row)).toBeLessThanOrEqual(2);
      }
    });
  }
});

test.describe('the USA and Canada compared, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('scrolled sideways to the second country, the caption and every aspect stay in view', async ({ page }) => {
    const [usa, canada] = (['usa', 'canada'] as const).map((id) => destinations.find((d) => d.id === id)!);
    const caption = fillIn(destinationWords['comparison.caption']!, { first: usa!.name, second: canada!.name });
    await page.goto('/countries');
    const box = page.getByRole('region', { name: caption });
    await box.scrollIntoViewIfNeeded();
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), 'the table fits its box; nothing to scroll').toBeGreaterThan(0);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const seen = (name: string) =>
      box.getByText(name, { exact: true }).evaluate((el) => {
        // Brought into view by scrolling the page only: scrolling the table would bring it back.
        window.scrollBy(0, el.getBoundingClientRect().top - innerHeight / 2);
        // Hit testing: the point a finger would touch shows this text, not a cell scrolled over it.
        const { left, right, top, width, height } = el.getBoundingClientRect();
        const frame = el.closest('section')!.getBoundingClientRect();
        const hit = document.elementFromPoint(left + Math.min(width / 2, 20), top + height / 2);
        return left >= frame.left && right <= frame.right && !!hit && el.contains(hit);
      });
    expect(await seen(canada!.name), canada!.name).toBe(true);
    expect(await seen(caption), caption).toBe(true);
    for (const row of comparisonRows) expect(await seen(row.aspect), row.aspect).toBe(true);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a cost table writes each amount on one line', async ({ page }) => {
    for (const country of destinations) {
      await page.goto(country.path);
      const box = costBox(page, country);
      for (const row of country.costRows) expect(await linesOf(box, costAmount(row)), `${country.path}: ${costAmount(row)}`).toBe(1);
    }
  });
});
