import { expect, test, type Page } from '@playwright/test';
import { yearsLabel } from '../../src/lib/planner/format';
import type { PlannerWords } from '../../src/lib/planner/words';
import { failOnConsoleErrors, rupeeColumn } from './cost-planner-support';
import { destinationName, sheetOf, stringsOf, type Lang } from './content';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';

/**
 * The cost planner gives the same plan in Hindi as in English: the same answers, chosen by the
 * controls' names in each language (src/content/strings/<lang>/planner.json, the destinations' and
 * cost sheets' Hindi words), give the same rupee figures, digit for digit. The Hindi page may write
 * its short amounts in its own words (lakh, crore); the tables and the plan's exact figures are compared.
 */

// The planner's own errors fail the test that made them.
failOnConsoleErrors();

/** The answers a visitor gives, away from every default so each control is used. */
const answers = {
  country: 'australia',
  level: 'Undergraduate' as const,
  stay: 'studio' as const,
  city: 'elsewhere' as const,
  scholarshipPercent: '25',
  savings: '500000',
  rate: '9.5',
  tenure: '12',
};
const years = sheetOf(answers.country).typicalYears[answers.level] + 1;

const levelKey = { Undergraduate: 'level.undergraduate', Postgraduate: 'level.postgraduate' } as const;

/** Opens the planner in a language and gives the answers, each control found by its name in that language. */
async function plan(page: Page, lang: Lang) {
  const s = stringsOf('planner', lang);
  const sheet = sheetOf(answers.country, lang);
  await page.goto(lang === 'en' ? '/cost-planner' : `/${lang}/cost-planner`);
  const form = page.getByRole('form', { name: s['form.label'] });
  const destination = form.getByRole('combobox', { name: s['field.destination'] });
  await expect(destination).toBeEnabled();

  await destination.selectOption({ label: destinationName(answers.country, lang) });
  await form.getByRole('group', { name: s['field.level'] }).getByRole('radio', { name: s[levelKey[answers.level]], exact: true }).check();
  await form.getByRole('combobox', { name: s['field.years'] }).selectOption({ label: yearsLabel(years, s as unknown as PlannerWords) });
  await form.getByRole('group', { name: s['field.stay'] }).getByRole('radio', { name: sheet.accommodation[answers.stay].label }).check();
  await form.getByRole('group', { name: s['field.city'] }).getByRole('radio', { name: sheet.living[answers.city].label }).check();
  await form.getByRole('group', { name: s['field.scholarshipAs'] }).getByRole('radio', { name: s['scholarshipAs.percent'] }).check();
  await form.getByRole('textbox', { name: s['field.scholarship.percent'] }).fill(answers.scholarshipPercent);
  await form.getByRole('textbox', { name: s['field.savings'] }).fill(answers.savings);
  await form.getByRole('textbox', { name: s['field.rate'] }).fill(answers.rate);
  await form.getByRole('textbox', { name: s['field.tenure'] }).fill(answers.tenure);

  // The answers as the planner keeps them (its address), once the typing has settled there.
  await expect.poll(() => new URL(page.url()).searchParams.get('tenure')).toBe(answers.tenure);
  const programme = page.getByRole('table', { name: s['table.programme'] });
  const yearByYear = page.getByRole('table', { name: s['table.years'] });
  const summary = page.getByRole('region', { name: s['result.title'] });
  const emi = summary.locator('dl > div').filter({ has: page.locator('dt', { hasText: s['result.emi']! }) }).locator('dd');
  return {
    query: new URL(page.url()).search,
    /** Each line's rupees, low and high, in order, with the row's heading in this language. */
    programme: await rupeeColumn(programme),
    years: (await rupeeColumn(yearByYear)).map((row) => row.rupees),
    total: (await rupeeColumn(programme)).find((row) => row.heading === s['table.total'])!.rupees,
    summary: (await summary.innerText()).replace(/\s+/g, ' '),
    emi: [...(await emi.innerText()).matchAll(/₹[\d,]+/g)].map((m) => m[0]),
  };
}

test('the same answers give the same rupee figures on /cost-planner and /hi/cost-planner', async ({ page }) => {
  test.setTimeout(60_000);
  const english = await plan(page, 'en');
  const hindi = await plan(page, 'hi');

  // The same answers were given: the planner keeps them in its address, the same in both languages.
  expect(hindi.query).toBe(english.query);

  // Line by line, the whole programme and each year, in rupees.
  expect(hindi.programme.map((row) => row.rupees)).toEqual(english.programme.map((row) => row.rupees));
  expect(hindi.years).toEqual(english.years);
  expect(english.programme.length).toBeGreaterThan(3);

  // The total, which the plan's headline also states to the rupee.
  expect(hindi.total).toEqual(english.total);
  for (const summary of [english.summary, hindi.summary]) {
    for (const amount of english.total) expect(summary).toContain(`₹${amount.toLocaleString('en-IN')}`);
  }

  // The loan the savings leave and its EMI.
  expect(english.emi.length).toBe(2);
  expect([...hindi.emi].sort()).toEqual([...english.emi].sort());
});

test('the Hindi planner names its controls, the level among them, in Hindi', async ({ page }) => {
  const s = stringsOf('planner', 'hi');
  await page.goto('/hi/cost-planner');
  const levels = page.getByRole('group', { name: s['field.level'] }).getByRole('radio');
  await expect(levels).toHaveCount(2);
  for (const [i, key] of Object.values(levelKey).entries()) await expect(levels.nth(i)).toHaveAccessibleName(s[key]!);
  await expect(page.getByRole('combobox', { name: s['field.destination'] }).locator('option')).toContainText([destinationName(answers.country, 'hi')]);
});

test('a plan shared from the Hindi page links the Hindi page', async ({ page, context }) => {
  // wa.me is a third party: never loaded here.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));
  const s = stringsOf('planner', 'hi');
  await page.goto(`/hi/cost-planner?country=${answers.country}`);
  const share = page.getByRole('link', { name: new RegExp(escapeRegExp(s.shareOnWhatsApp!)) });
  await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
  expect(text).toMatch(new RegExp(`https?://\\S+/hi/cost-planner\\?\\S*country=${answers.country}`));
});
