import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import {
  countries,
  destinationField,
  failOnConsoleErrors,
  localMoney,
  localRange,
  openPlanner,
  partnersIn,
  planSummary,
  plannerForm,
  readRupees,
  row,
  rupeeColumn,
  shaped,
  startingWith,
  wholeProgramme,
  words as w,
} from './cost-planner-support';
import { costSheetOf, day, destinationOf, pageCopy, shown, stringsOf, titleOf, type Lang } from './expected';
import { languageCodes, languages } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { yearsLabel } from '../../src/lib/planner/format';
import { boundMessages } from '../../src/lib/planner/inputs';
import type { PlannerWords } from '../../src/lib/planner/words';
import { interFetched } from './renderedFont';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { fillIn, plural } from '../../src/lib/text/placeholders';

/**
 * The cost planner as a visitor uses it, in a real browser: every expected figure is read from the
 * cost sheets, the universities and the rates the editors keep, as the build gave them to the page,
 * never typed here.
 */
const { rates } = shown();

// The planner's own errors fail the test that made them.
failOnConsoleErrors();

/** The first line of the plan's summary (shared, or handed to a counsellor) for a destination at the default level and length. */
const summaryFirstLine = (country: (typeof countries)[number]) =>
  fillIn(w['summary.plan']!, {
    country: country.name,
    level: w['level.postgraduate.inText']!,
    years: plural(w, 'years', country.sheet.typicalYears.Postgraduate, w.locale!),
  });
/** The summary's line with the plan's address, its address matching `url` (a pattern source). */
const summaryUrlLine = (url: string) => new RegExp(shaped(w['summary.url']!, { url }));

const fact = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator('dd');
const totalText = (page: Page) => row(page, wholeProgramme(page), w['table.total']!).getByRole('cell').last().innerText();
/** The messages that name a field's bounds, as the planner words them for the first destination. */
const bounds = boundMessages(w as unknown as PlannerWords, countries[0]!.currency);

test('has its title, heading, description and share image', async ({ page }) => {
  await page.goto('/cost-planner');
  const { hero } = pageCopy('cost-planner');
  await expect(page).toHaveTitle(titleOf('/cost-planner'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', titleOf('/cost-planner'));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.png$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', hero.description);
});

test('every destination gives its own plan in its currency, and the totals add up', async ({ page }) => {
  test.setTimeout(90_000);
  await openPlanner(page);
  const destination = destinationField(page);
  await expect(destination.locator('option')).toHaveText(countries.map((c) => c.name));
  const seen = new Set<string>();

  for (const country of countries) {
    await destination.selectOption({ label: country.name });
    const table = wholeProgramme(page);
    await expect(table.getByRole('columnheader')).toHaveText([
      w['table.cost']!,
      fillIn(w['table.local']!, { currency: country.currency }),
      w['table.rupees']!,
    ]);

    // The first postgraduate tuition kind over the country's usual length.
    const years = country.sheet.typicalYears.Postgraduate;
    const kind = country.sheet.tuition.find((k) => k.levels.includes('Postgraduate'))!;
    await expect(page.getByRole('combobox', { name: w['field.years'] })).toHaveValue(String(years));
    const tuition = row(page, table, fillIn(w['line.tuition']!, { label: kind.label }))
      .getByRole('cell')
      .first();
    await expect(tuition).toHaveText(localRange(kind.min * years, kind.max * years, country.currency));

    // Visa and related fees: once, or for each year of study.
    const fees = country.sheet.fees.reduce((sum, fee) => sum + (fee.per === 'year' ? fee.amount * years : fee.amount), 0);
    await expect(row(page, table, w['line.fees']!).getByRole('cell').first()).toHaveText(localMoney(Math.round(fees), country.currency));

    // The total row is the sum of the lines above it, and the headline says the same.
    const lines = await rupeeColumn(table);
    const total = lines.find((l) => l.heading === w['table.total'])!.rupees;
    const parts = lines.filter((l) => l.heading !== w['table.total']);
    expect(total).toEqual([parts.reduce((s, l) => s + l.rupees[0], 0), parts.reduce((s, l) => s + l.rupees[1], 0)]);
    await expect(planSummary(page)).toContainText(`₹${total[0].toLocaleString('en-IN')}`);
    seen.add(await totalText(page));
  }
  expect(seen.size, 'each destination has its own total').toBe(countries.length);
});

test('converts at the dated rates and says so', async ({ page }) => {
  await openPlanner(page);
  const usd = countries[0]!;
  const asOf = new Date(`${day(rates.asOf)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(planSummary(page)).toContainText(
    fillIn(w['result.rates']!, {
      ratesAsOf: fillIn(w.ratesAsOf!, { date: asOf }),
      currency: usd.currency,
      rate: rates.rupeesPer[usd.currency]!,
    }),
  );
  // A single flight: its rupee amount is the local amount at the rate, rounded to the rupee.
  const flight = row(page, page.getByRole('table', { name: w['table.years'] }), w['line.flightOut']!).first();
  const [low, high] = readRupees(await flight.getByRole('cell').last().innerText());
  const [localLow, localHigh] = (await flight.getByRole('cell').first().innerText())
    .match(/[\d,]+/g)!
    .map((n) => Number(n.replace(/,/g, '')));
  expect(low).toBe(Math.round(localLow! * rates.rupeesPer[usd.currency]!));
  expect(high).toBe(Math.round(localHigh! * rates.rupeesPer[usd.currency]!));
});

test('a partner university brings its own tuition; a destination without partners says so', async ({ page }) => {
  await openPlanner(page);
  const withPartners = countries.find((c) => partnersIn(c.id).some((u) => u.levels.includes('Postgraduate')))!;
  const university = partnersIn(withPartners.id).find((u) => u.levels.includes('Postgraduate'))!;
  const { tuition } = university.admissions;
  await destinationField(page).selectOption({ label: withPartners.name });
  await page.getByRole('radio', { name: startingWith(w['tuitionFrom.university']!) }).check();
  await page.getByRole('combobox', { name: w['field.university'] }).selectOption({ label: university.name });
  const years = withPartners.sheet.typicalYears.Postgraduate;
  await expect(
    row(page, wholeProgramme(page), fillIn(w['line.tuition']!, { label: university.name }))
      .getByRole('cell')
      .first(),
  ).toHaveText(localRange(tuition.min * years, tuition.max * years, withPartners.currency));

  // Each destination offers the choice exactly when it has a partner university at the level.
  for (const country of countries) {
    await destinationField(page).selectOption({ label: country.name });
    const choice = page.getByRole('radio', { name: startingWith(w['tuitionFrom.university']!) });
    if (partnersIn(country.id).some((u) => u.levels.includes('Postgraduate'))) await expect(choice).toBeEnabled();
    else await expect(choice).toBeDisabled();
  }
});

test('loan: ₹20,00,000 at 10.5 % over 10 years is an EMI of ₹26,987 when the interest is paid while studying', async ({ page }) => {
  await openPlanner(page);
  const form = plannerForm(page);
  await form.getByRole('textbox', { name: w['field.loan'] }).fill('20,00,000');
  await form.getByRole('textbox', { name: w['field.rate'] }).fill('10.5');
  await form.getByRole('textbox', { name: w['field.tenure'] }).fill('10');
  await form.getByRole('radio', { name: startingWith(w['interest.paid']!) }).check();
  await expect(fact(page, w['loan.emi']!)).toHaveText('₹26,987');
  await expect(fact(page, w['loan.owed']!)).toHaveText('₹20,00,000');
  const schedule = page.getByRole('table', { name: w['schedule.title'] });
  await expect(schedule.getByRole('row').last().getByRole('cell').last()).toHaveText('₹0');

  // Added to the loan instead: more is owed when repayments start, so the EMI rises.
  await form.getByRole('radio', { name: startingWith(w['interest.capitalised']!) }).check();
  const owed = readRupees(await fact(page, w['loan.owed']!).innerText())[0];
  expect(owed).toBeGreaterThan(20_00_000);
  expect(readRupees(await fact(page, w['loan.emi']!).innerText())[0]).toBeGreaterThan(26_987);
});

test('the loan defaults to the upper total less savings', async ({ page }) => {
  await openPlanner(page);
  const upper = readRupees(await totalText(page))[1];
  await plannerForm(page).getByRole('textbox', { name: w['field.savings'] }).fill('10,00,000');
  const loan = `₹${(upper - 10_00_000).toLocaleString('en-IN')}`;
  await expect(fact(page, w['loan.amount']!)).toHaveText(loan);
  await expect(plannerForm(page).getByText(fillIn(w['field.loan.hintSuggested']!, { amount: loan }))).toBeVisible();
});

test('every input lives in the URL: a plan survives a reload and Back steps through it', async ({ page }) => {
  test.setTimeout(60_000);
  await openPlanner(page);
  const second = countries[1]!;
  const form = plannerForm(page);
  await destinationField(form).selectOption({ label: second.name });
  await form.getByRole('radio', { name: w['level.undergraduate'] }).check();
  await form.getByRole('radio', { name: startingWith(w['scholarshipAs.percent']!) }).check();
  await form.getByRole('textbox', { name: w['field.scholarship.percent'] }).fill('20');
  await form.getByRole('radio', { name: new RegExp(`^${second.sheet.accommodation.studio.label}`) }).check();
  await form.getByRole('textbox', { name: w['field.rate'] }).fill('9.25');
  await expect(page).toHaveURL(/rate=9\.25/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    country: second.id,
    level: 'undergraduate',
    scholarshipAs: 'percent',
    scholarship: '20',
    stay: 'studio',
    rate: '9.25',
  });
  const total = await totalText(page);

  // Back undoes the last step (the rate was typed after the studio was chosen), Forward redoes it.
  await page.evaluate(() => history.back());
  await expect(page).not.toHaveURL(/rate=9\.25/);
  await expect(form.getByRole('textbox', { name: w['field.rate'] })).toHaveValue('10.5');
  await page.evaluate(() => history.forward());
  await expect(form.getByRole('textbox', { name: w['field.rate'] })).toHaveValue('9.25');

  await page.reload();
  await expect(destinationField(form)).toHaveValue(second.id);
  await expect(form.getByRole('radio', { name: w['level.undergraduate'] })).toBeChecked();
  await expect(form.getByRole('textbox', { name: w['field.scholarship.percent'] })).toHaveValue('20');
  await expect(form.getByRole('textbox', { name: w['field.rate'] })).toHaveValue('9.25');
  expect(await totalText(page)).toBe(total);

  // A new visitor opening the shared address sees the same plan.
  const other = await page.context().newPage();
  await openPlanner(other, url.search);
  expect(await totalText(other)).toBe(total);
  await other.close();
});

test('bad input gets a clear message and never breaks the page', async ({ page }) => {
  await openPlanner(page);
  const form = plannerForm(page);
  const cases: [string, string, string][] = [
    [w['field.savings']!, '-5', w['errors.savings.negative']!],
    [w['field.rate']!, '31', bounds.rate],
    [w['field.tenure']!, '0', bounds.tenure],
    [w['field.grace']!, 'soon', bounds.grace],
  ];
  for (const [label, value, message] of cases) {
    const input = form.getByRole('textbox', { name: label });
    await input.fill(value);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expect(form.getByText(message)).toBeVisible();
  }
  // The costs still show; only the loan waits for correct answers.
  await expect(wholeProgramme(page)).toBeVisible();
  await expect(page.getByText(w['loan.invalid']!)).toBeVisible();
});

test('absurd values in a shared address are explained, not obeyed', async ({ page }) => {
  await openPlanner(
    page,
    `?years=99&tuition=amount&tuitionAmount=1e999&rate=${'9'.repeat(80)}&tenure=-3&country=atlantis&level=phd&stay=castle`,
  );
  const form = plannerForm(page);
  await expect(destinationField(form)).toHaveValue(countries[0]!.id);
  await expect(form.getByText(bounds.years)).toBeVisible();
  await expect(form.getByText(bounds.tuitionAmount)).toBeVisible();
  await expect(form.getByText(bounds.rate)).toBeVisible();
  await expect(form.getByText(bounds.tenure)).toBeVisible();
  await expect(planSummary(page)).toContainText(w['result.invalid']!);
});

test('Share on WhatsApp sends a short summary with the plan’s address', async ({ page, context }) => {
  // wa.me is a third party: answered here, never loaded.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));
  await openPlanner(page, `?country=${countries[2]!.id}&savings=500000`);
  const share = page.getByRole('link', { name: new RegExp(escapeRegExp(w.shareOnWhatsApp!)) });
  const href = await share.getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = new URL(href!).searchParams.get('text')!;
  expect(text).toContain(summaryFirstLine(countries[2]!));
  expect(text).toMatch(new RegExp(shaped(w['summary.total']!, { rupees: '₹.+' })));
  expect(text).toContain(fillIn(w['summary.savings']!, { amount: '₹5,00,000' }));
  expect(text).toMatch(summaryUrlLine(`https?://\\S+/cost-planner\\?country=${countries[2]!.id}&savings=500000`));
  expect(text.length).toBeLessThan(700);

  const [popup] = await Promise.all([page.waitForEvent('popup'), share.click()]);
  expect(new URL(popup.url()).searchParams.get('text')).toBe(text);
  await popup.close();
});

test('Discuss this plan with a counsellor starts the contact message with the plan', async ({ page }) => {
  // The contact page's third parties (reCAPTCHA, maps, EmailJS) are unreachable here: answered empty.
  await page.route(/^https:\/\//, (route) => route.fulfill({ status: 200, body: '' }));
  await openPlanner(page, `?country=${countries[1]!.id}`);
  await page.getByRole('link', { name: w['actions.discuss'] }).click();
  await expect(page).toHaveURL(/\/contact\?purpose=consultation$/);
  await page.getByRole('heading', { name: pageCopy('contact').sections.getInTouch!.title }).scrollIntoViewIfNeeded();
  const message = page.getByRole('textbox', { name: stringsOf('contactForm')['field.message'] });
  await message.scrollIntoViewIfNeeded();
  await expect(message).toBeEnabled();
  await expect(message).toHaveValue(new RegExp(`^${escapeRegExp(summaryFirstLine(countries[1]!))}`));
  await expect(message).toHaveValue(summaryUrlLine('https?://\\S+/cost-planner\\?country='));
});

test('works from the keyboard alone, with a visible focus', async ({ page }) => {
  test.setTimeout(90_000);
  await openPlanner(page);
  const destination = destinationField(page);
  for (let i = 0; i < 40 && !(await destination.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(destination).toBeFocused();
  expect(await destination.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  const before = await totalText(page);
  await page.keyboard.press('ArrowDown');
  await expect(destination).toHaveValue(countries[1]!.id);
  expect(await totalText(page)).not.toBe(before);

  // Into the level radios (focus lands on the checked one), and an arrow picks the other.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: w['level.postgraduate'] })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: w['level.undergraduate'] })).toBeChecked();
  await expect(page).toHaveURL(/level=undergraduate/);

  // Typing into a field and reaching the actions works the same way.
  const savings = page.getByRole('textbox', { name: w['field.savings'] });
  for (let i = 0; i < 30 && !(await savings.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.type('300000');
  await expect(page).toHaveURL(/savings=300000/);
  const print = page.getByRole('button', { name: w['actions.print'] });
  for (let i = 0; i < 80 && !(await print.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(print).toBeFocused();
});

test('prints the plan alone on A4', async ({ page }) => {
  // The page count depends on the typeface. A visitor's first page keeps a fallback whose metrics
  // match Inter's on their device; this machine has none of those fonts, so the plan is printed as
  // it is from a visitor's second page on, in Inter (fetched by the first).
  await page.goto('/');
  await interFetched(page);
  await openPlanner(page);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(plannerForm(page)).toBeHidden();
  await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(w.shareOnWhatsApp!)) })).toBeHidden();
  await expect(page.getByRole('heading', { name: pageCopy('cost-planner').sections.yearlyCosts!.title })).toBeHidden();
  await expect(wholeProgramme(page)).toBeVisible();
  await expect(page.getByRole('table', { name: w['schedule.title'] })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(794);

  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThanOrEqual(6);
});

test('passes axe with the full breakdown, and with error messages showing', async ({ page }) => {
  test.setTimeout(120_000);
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
  const violations = () => axeViolations(page, (axe) => axe.withTags(tags).include('#planner'));

  await openPlanner(page, `?country=${countries[2]!.id}&tuition=university&scholarship=10&scholarshipAs=percent&interest=paid`);
  await expect(page.getByRole('table', { name: w['schedule.title'] })).toBeVisible();
  expect(await violations()).toEqual([]);

  await plannerForm(page).getByRole('textbox', { name: w['field.rate'] }).fill('45');
  await plannerForm(page)
    .getByRole('radio', { name: startingWith(w['tuitionFrom.amount']!) })
    .check();
  await expect(
    plannerForm(page).getByText(fillIn(w['errors.tuitionAmount.empty']!, { currency: countries[2]!.currency }), { exact: true }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);
});

// The planner in each language (src/content/strings/<lang>/planner.json, the destinations' and cost
// sheets' words in it): it names its controls in its words, shares its own address, and the same
// answers give the same rupee figures, digit for digit, in every language. A page in another
// language may write its short amounts in its own words (lakh, crore), so the tables and the plan's
// exact figures are compared.

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
const years = costSheetOf(answers.country).typicalYears[answers.level] + 1;

const levelKey = { Undergraduate: 'level.undergraduate', Postgraduate: 'level.postgraduate' } as const;
const langs = Object.keys(languages) as Lang[];

/** Opens the planner in a language and gives the answers, each control found by its name in that language. */
async function plan(page: Page, lang: Lang) {
  const s = stringsOf('planner', lang);
  const sheet = costSheetOf(answers.country, lang);
  await page.goto(pathInLanguage('/cost-planner', lang, languageCodes));
  const form = page.getByRole('form', { name: s['form.label'] });
  const destination = form.getByRole('combobox', { name: s['field.destination'] });
  await expect(destination).toBeEnabled();

  await destination.selectOption({ label: destinationOf(answers.country, lang).name });
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
  const emi = summary
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: s['result.emi']! }) })
    .locator('dd');
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

for (const lang of langs) {
  const path = pathInLanguage('/cost-planner', lang, languageCodes);

  test(`${path} names its controls, the level among them, in its language`, async ({ page }) => {
    const s = stringsOf('planner', lang);
    await page.goto(path);
    const levels = page.getByRole('group', { name: s['field.level'] }).getByRole('radio');
    await expect(levels).toHaveCount(2);
    for (const [i, key] of Object.values(levelKey).entries()) await expect(levels.nth(i)).toHaveAccessibleName(s[key]!);
    await expect(page.getByRole('combobox', { name: s['field.destination'] }).locator('option')).toContainText([
      destinationOf(answers.country, lang).name,
    ]);
  });

  test(`a plan shared from ${path} links that page, in its language`, async ({ page, context }) => {
    // wa.me is a third party: never loaded here.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));
    const s = stringsOf('planner', lang);
    await page.goto(`${path}?country=${answers.country}`);
    const share = page.getByRole('link', { name: new RegExp(escapeRegExp(s.shareOnWhatsApp!)) });
    await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
    expect(text).toMatch(new RegExp(`https?://[^/\\s]+${escapeRegExp(path)}\\?\\S*country=${answers.country}`));
  });
}
