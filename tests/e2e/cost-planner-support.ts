/**
 * What the cost-planner tests share: the cost sheets and rates as the build gave them to the planner
 * (so the tests follow the content), the visitor's way to the planner, and reading amounts off the page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { costSheetOf, shown, stringsOf } from './expected';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import type { Currency } from '../../src/lib/money/currencies';
import { formatMoney } from '../../src/lib/money/range';
import { fillIn } from '../../src/lib/text/placeholders';
import { wordsPattern } from './words-pattern';

/** The planner's words (src/content/strings/en/planner.json): its labels, lines, messages and summary. */
export const words = stringsOf('planner');

/**
 * A string's words as a pattern source: each {name} in it stands for the pattern given for that name,
 * or for any text ("Full plan: {url}" with { url: 'https?://\\S+' } → "Full plan: https?://\\S+").
 */
export const shaped = (text: string, fill: Record<string, string> = {}) => wordsPattern(text, fill, '.+');

/** A name that starts with a string's words (a choice whose label is followed by its detail). */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** The destinations in the order the planner lists them, each with its page and its sheet. */
export const countries = shown().destinations.map(({ id, name, currency, path }) => ({ id, name, currency, path, sheet: costSheetOf(id) }));

/** A destination's partner universities, in the partner order. */
export const partnersIn = (countryId: string) => shown().universities.partners.filter((u) => u.countryId === countryId);

/** An amount as the planner writes it in the destination's currency, by the site's own notation (src/lib/money): "$40,000", "CAD 7,800". */
export const localMoney = (amount: number, currency: Currency) => formatMoney(amount, currency, words.locale!);

/** A range as the planner's tables write it: the low end, then the high end in its words ("to {max}"): "$40,000 to $90,000". */
export const localRange = (min: number, max: number, currency: Currency) =>
  `${localMoney(min, currency)} ${fillIn(words.rangeEnd!, { max: localMoney(max, currency) })}`;

/** "₹59,84,939 to ₹1,50,18,374" → [5984939, 15018374]; a single amount gives it twice. */
export function readRupees(text: string): [number, number] {
  const amounts = [...text.matchAll(/-?₹[\d,]+/g)].map((m) => Number(m[0].replace(/[₹,]/g, '')));
  expect(amounts.length, `rupee amounts in "${text}"`).toBeGreaterThan(0);
  return [amounts[0]!, amounts.at(-1)!];
}

export const plannerForm = (page: Page) => page.getByRole('form', { name: words['form.label'] });
export const planSummary = (page: Page) => page.getByRole('region', { name: words['result.title'] });
export const wholeProgramme = (page: Page) => page.getByRole('table', { name: words['table.programme'] });
/** The destination's choice, on the page or in a part of it. */
export const destinationField = (scope: Page | Locator) => scope.getByRole('combobox', { name: words['field.destination'] });

/** A row of a table by its row heading. */
export const row = (page: Page, table: Locator, heading: string | RegExp) =>
  table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: heading }) });

/** Opens the planner (optionally with a query string) and waits until its controls work. */
export async function openPlanner(page: Page, search = '') {
  await page.goto(`/cost-planner${search}`);
  await expect(destinationField(page)).toBeEnabled();
}

/** The rupee cells (last column) of a table's body rows, as [min, max] pairs by row heading, read in one go. */
export async function rupeeColumn(table: Locator): Promise<{ heading: string; rupees: [number, number] }[]> {
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs
      .map((tr) => ({
        heading: tr.querySelector('th')?.textContent?.trim() ?? '',
        cells: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
      }))
      .filter((r) => r.cells.length >= 2),
  );
  return rows.map((r) => ({ heading: r.heading, rupees: readRupees(r.cells.at(-1)!) }));
}

/** Registers, for every test of the calling spec, that a console or page error fails it. */
export function failOnConsoleErrors() {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
  });
  test.afterEach(() => {
    expect(errors, 'console errors').toEqual([]);
  });
}
