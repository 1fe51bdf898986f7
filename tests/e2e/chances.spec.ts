import { expect, test, type Locator, type Page } from '@playwright/test';
import { stubThirdParties } from './audit-support';
import { pageCopy, stringsOf } from './expected';
import { cgpaRule, fill, hydrated, inWords, partners, strings, type ChancesUniversity } from './planning-support';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { englishTestFacts } from '../../src/lib/universities/facts';
import { optionsCutOff } from './select-fit';

/**
 * Check my chances as a family uses it: a profile gives each partner university that fits a band
 * with its reasons; wrong answers are named beside their fields; the results go to the shortlist,
 * WhatsApp and a counsellor. Expected values are the build's: the universities, their costs and the strings.
 */
const s = strings('chances');
const ieltsMin = (u: ChancesUniversity) => u.english.ielts!;
// A university with a postgraduate marks range and an IELTS minimum: the profile is built around it.
const target = partners.find((u) => u.admits.Postgraduate && u.english.ielts !== undefined && u.levels.includes('Postgraduate'))!;
const range = target.admits.Postgraduate!;
// A year there in rupees, as the site works it out (src/lib/chances/university.ts, unit-tested line by line).
const cost = target.yearlyCost.total;

const form = (page: Page) => page.getByRole('form', { name: s['form.label'] });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name });
const results = (page: Page) => page.getByRole('region', { name: s['results.heading'] });
const band = (page: Page, key: string) => results(page).getByRole('region', { name: new RegExp(`^${s[`band.${key}`]} \\(`) });
const card = (scope: Locator, u: ChancesUniversity) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByRole('heading', { name: new RegExp(`^${u.name}`) }) });

async function open(page: Page, search = '') {
  await page.goto(`/chances${search}`);
  await hydrated(page, 'ChancesChecker');
}

async function fillProfile(page: Page, { marks, score, budget }: { marks: string; score: string; budget: string }) {
  await field(page, s['marks.label.percent']!).fill(marks);
  await field(page, s['score.label']!).fill(score);
  await field(page, s['budget.label']!).fill(budget);
  await form(page).getByRole('checkbox', { name: target.countryName, exact: true }).check();
  await form(page).getByRole('button', { name: s.submit }).click();
}

const percentText = (n: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n);
const range$ = (min: number, max: number) => fill(s.range!, { min: inWords(min), max: inWords(max) });

test.describe('Check my chances', () => {
  test('a profile at the top of the range, the English minimum and a budget exactly at the upper cost is Safe, with its reasons', async ({
    page,
  }) => {
    await open(page);
    await fillProfile(page, { marks: String(range.max), score: ieltsMin(target).toFixed(1), budget: String(cost.max) });
    await expect(results(page).getByRole('heading', { level: 2 })).toBeFocused();
    const safe = card(band(page, 'safe'), target);
    await expect(safe).toContainText(
      fill(s['reason.marks.above']!, { percent: percentText(range.max), min: percentText(range.min), max: percentText(range.max) }),
    );
    await expect(safe).toContainText(
      fill(s['reason.english.meets']!, { test: 'IELTS', score: ieltsMin(target).toFixed(1), minimum: ieltsMin(target).toFixed(1) }),
    );
    await expect(safe).toContainText(fill(s['reason.budget.covers']!, { cost: range$(cost.min, cost.max), budget: inWords(cost.max) }));
    await expect(results(page)).toContainText(s['results.indicative']!);
    // The answers are in the address, so the results can be shared.
    expect(new URL(page.url()).searchParams.get('marks')).toBe(String(range.max));
  });

  test('just below the range and one half band below the English minimum is a Reach, with how far below', async ({ page }) => {
    await open(page);
    const marks = range.min - 0.5;
    const score = ieltsMin(target) - 0.5;
    await fillProfile(page, { marks: String(marks), score: score.toFixed(1), budget: String(cost.max) });
    const reach = card(band(page, 'reach'), target);
    await expect(reach).toContainText(
      fill(s['reason.marks.below']!, { percent: percentText(marks), min: percentText(range.min), max: percentText(range.max) }),
    );
    await expect(reach).toContainText(
      fill(s['reason.english.short']!, { test: 'IELTS', score: score.toFixed(1), gap: '0.5', minimum: ieltsMin(target).toFixed(1) }),
    );
  });

  test('a budget a rupee under the lower cost is a Reach, saying by how much', async ({ page }) => {
    await open(page);
    await fillProfile(page, { marks: String(range.max), score: ieltsMin(target).toFixed(1), budget: String(cost.min - 1) });
    await expect(card(band(page, 'reach'), target)).toContainText(
      fill(s['reason.budget.short']!, { cost: range$(cost.min, cost.max), budget: inWords(cost.min - 1), shortBy: inWords(1) }),
    );
  });

  test('shows a CGPA’s conversion with the rule and its source, and weighs the converted percentage', async ({ page }) => {
    await open(page);
    await form(page)
      .getByRole('radio', { name: fill(s['marksAs.cgpa']!, { scale: cgpaRule.scale }) })
      .check();
    const marks = field(page, s['marks.label.cgpa']!);
    await marks.fill('8.4');
    const percent = Math.round(8.4 * cgpaRule.multiplier * 10) / 10;
    await expect(form(page)).toContainText(
      fill(s['conversion.result']!, { cgpa: '8.4', multiplier: percentText(cgpaRule.multiplier), percent: percentText(percent) }),
    );
    await expect(form(page)).toContainText(cgpaRule.source);
    await field(page, s['score.label']!).fill('7.0');
    await field(page, s['budget.label']!).fill('50,00,000');
    await form(page).getByRole('button', { name: s.submit }).click();
    const weighed = ['above', 'within', 'below'].map((where) =>
      escapeRegExp(
        fill(s[`reason.marks.${where}`]!, { percent: percentText(percent), min: percentText(range.min), max: percentText(range.max) }),
      ),
    );
    await expect(card(results(page), target)).toContainText(new RegExp(weighed.join('|')));
  });

  test('names each wrong answer beside its field, with no figures until they are right', async ({ page }) => {
    await open(page);
    const marks = field(page, s['marks.label.percent']!);
    await marks.fill('101');
    await field(page, s['score.label']!).fill('9.5');
    await form(page).getByRole('button', { name: s.submit }).click();
    // Focus goes to the first answer to correct; each message is tied to its field.
    await expect(marks).toBeFocused();
    await expect(marks).toHaveAttribute('aria-invalid', 'true');
    await expect(marks).toHaveAccessibleDescription(new RegExp(escapeRegExp(s['errors.percentOver100']!)));
    await expect(field(page, s['score.label']!)).toHaveAccessibleDescription(
      fill(s['errors.scoreOffScale.steps']!, { test: englishTestFacts.ielts.name, min: 0, max: 9, step: 0.5 }),
    );
    await expect(field(page, s['budget.label']!)).toHaveAccessibleDescription(new RegExp(s['errors.budgetEmpty']!));
    await expect(results(page)).toContainText(s['results.fix']!);
    await expect(results(page).getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/NaN|undefined|Infinity/);

    await form(page)
      .getByRole('radio', { name: fill(s['marksAs.cgpa']!, { scale: cgpaRule.scale }) })
      .check();
    await field(page, s['marks.label.cgpa']!).fill(String(cgpaRule.scale + 0.5));
    await expect(field(page, s['marks.label.cgpa']!)).toHaveAccessibleDescription(
      new RegExp(fill(s['errors.cgpaOverScale']!, { scale: cgpaRule.scale })),
    );
  });

  test('takes the results to the shortlist, WhatsApp and a counsellor', async ({ page, baseURL }) => {
    await stubThirdParties(page, baseURL!);
    await open(page);
    await fillProfile(page, { marks: String(range.max), score: ieltsMin(target).toFixed(1), budget: String(cost.max) });
    const toggle = results(page).getByRole('button', { name: fill(s['actions.shortlistName']!, { name: target.name }) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await hydrated(page, 'ChancesChecker');
    // A shared link opens on the results, and the shortlist was kept.
    await expect(results(page).getByRole('button', { name: fill(s['actions.shortlistName']!, { name: target.name }) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const whatsApp = results(page).getByRole('link', { name: new RegExp(`^${s['actions.whatsApp']}`) });
    const chatHref = (await page.getByRole('link', { name: stringsOf('layout')['chat.label'] }).getAttribute('href'))!;
    const href = new URL((await whatsApp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(new URL(chatHref).origin + new URL(chatHref).pathname);
    const text = href.searchParams.get('text')!;
    expect(text).toContain(target.name);
    expect(text).toContain(fill(s['summary.marks.percent']!, { percent: percentText(range.max) }));

    await results(page).getByRole('link', { name: s['actions.counsellor'] }).click();
    await expect(page).toHaveURL(/\/contact\?purpose=consultation$/);
    // The contact form hydrates as it comes into view.
    await page.getByRole('heading', { name: pageCopy('contact').sections.getInTouch!.title }).scrollIntoViewIfNeeded();
    const message = page.getByRole('textbox', { name: stringsOf('contactForm')['field.message'] });
    await message.scrollIntoViewIfNeeded();
    await expect(message).toHaveValue(new RegExp(`^${escapeRegExp(s['summary.greeting']!)}\\n`));
    await expect(message).toHaveValue(new RegExp(target.name));
  });

  test('lists apart the universities with no range for the level, and says so', async ({ page }) => {
    const without = partners.filter((u) => u.levels.includes('Postgraduate') && !u.admits.Postgraduate);
    await open(page, '?marks=90&score=7&budget=1000000000');
    await expect(results(page).getByRole('status')).toContainText(
      fill(s['results.count.other']!, { count: partners.filter((u) => u.levels.includes('Postgraduate')).length }),
    );
    if (without.length === 0) await expect(band(page, 'unknown')).toHaveCount(0);
    for (const u of without) await expect(card(band(page, 'unknown'), u)).toContainText(s['reason.marks.unknown']!);
  });
});

for (const [lang, width] of [
  ['en', 360],
  ['hi', 360],
  ['en', 1280],
  ['hi', 1280],
] as const) {
  test(`at ${width} px (${lang}) the English test select shows every test name whole`, async ({ page }) => {
    const words = strings('chances', lang);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(lang === 'en' ? '/chances' : `/${lang}/chances`);
    await hydrated(page, 'ChancesChecker');
    const select = page.getByRole('form', { name: words['form.label'] }).getByRole('combobox', { name: words['test.label'] });
    expect(await optionsCutOff(select)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows what every partner university usually admits, and says the check needs JavaScript', async ({ page }) => {
    await page.goto('/chances');
    await expect(page.getByText(s.noscript!)).toBeVisible();
    const table = page.getByRole('table', { name: s['table.caption'] });
    for (const u of partners) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${u.name}`) }) });
      const pg = u.admits.Postgraduate;
      await expect(row).toContainText(pg ? fill(s['table.range']!, { min: pg.min, max: pg.max }) : s['table.noRange']!);
    }
    await expect(page.getByRole('button', { name: s.submit })).toBeDisabled();
  });
});
