import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { stubThirdParties } from './audit-support';
import { pageCopy, stringsOf } from './expected';
import { fill, hydrated, monthNames, stepDate, strings, timelines } from './planning-support';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';

/**
 * My application timeline as a family uses it, on a fixed day (the page's clock is set): each
 * destination's steps dated from its content, the calendar file, a past intake refused, past steps
 * flagged with what to do now. Expected values come from the content and the strings.
 */
const s = strings('timeline');
const today = new Date('2026-11-25T10:00:00+05:30');
const day = (iso: string) =>
  new Intl.DateTimeFormat(s.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
const intakeLabel = (year: number, month: number) =>
  new Intl.DateTimeFormat(s.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
const pad = (n: number) => String(n).padStart(2, '0');

const results = (page: Page) =>
  page.getByRole('region', { name: new RegExp(`^${escapeRegExp(s['result.heading']!.split('{intake}')[0]!)}`) });
const steps = (page: Page) => results(page).getByRole('list').first().getByRole('listitem');

async function open(page: Page, search: string) {
  await page.clock.setFixedTime(today);
  await page.goto(`/timeline${search}`);
  await hydrated(page, 'TimelinePlanner');
}

test.describe('My application timeline', () => {
  for (const timeline of timelines) {
    const { name } = timeline;
    test(`${name}: each step is dated from the content, and the .ics file has one event per step on those dates`, async ({ page }) => {
      const month = monthNames.indexOf(timeline.intakes[0]!) + 1;
      const year = 2028;
      await open(page, `?country=${timeline.country}&level=undergraduate&intake=${year}-${pad(month)}`);
      await expect(page.getByRole('heading', { name: fill(s['result.heading']!, { intake: intakeLabel(year, month) }) })).toBeVisible();
      const expected = timeline.steps
        .filter((step) => step.levels.includes('Undergraduate'))
        .map((step) => ({ step, date: stepDate(step, year, month) }))
        .sort((a, b) => a.date.localeCompare(b.date));
      await expect(steps(page)).toHaveCount(expected.length);
      const times = await steps(page)
        .locator('time')
        .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
      expect(times).toEqual(expected.map((e) => e.date));
      for (const [i, { step, date }] of expected.entries()) {
        await expect(steps(page).nth(i)).toContainText(fill(s['step.due']!, { date: day(date) }));
        await expect(steps(page).nth(i)).toContainText(step.note);
      }

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        results(page).getByRole('button', { name: s['actions.calendar'] }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const file = readFileSync((await download.path())!, 'utf8');
      expect(file).toMatch(/\r\n$/);
      const events = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent');
      expect(events.map((e) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).toString())).toEqual(times);
      for (const event of events) expect(event.getFirstSubcomponent('valarm')).not.toBeNull();
    });
  }

  test('refuses a past intake with a clear message', async ({ page }) => {
    const timeline = timelines[0]!;
    const month = monthNames.indexOf(timeline.intakes[0]!) + 1;
    await open(page, `?country=${timeline.country}&intake=2026-${pad(month)}`);
    const message = fill(s['problem.past']!, { intake: intakeLabel(2026, month) });
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('combobox', { name: s['intake.label'] })).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expect(page.locator('time')).toHaveCount(0);
  });

  test('flags the steps already past with what to do now, and keeps the choice in the address', async ({ page }) => {
    const timeline = timelines.find((t) => t.intakes.includes('September'))!;
    await open(page, `?country=${timeline.country}`);
    await page.getByRole('combobox', { name: s['intake.label'] }).selectOption({ label: intakeLabel(2027, 9) });
    await expect(page).toHaveURL(/intake=2027-09/);
    const past = timeline.steps.filter((step) => step.levels.includes('Postgraduate') && stepDate(step, 2027, 9) < '2026-11-25');
    expect(past.length).toBeGreaterThan(0);
    await expect(results(page).getByRole('status')).toContainText(
      fill(s[past.length === 1 ? 'past.one' : 'past.other']!, { count: past.length }),
    );
    for (const step of past) {
      await expect(steps(page).filter({ hasText: step.note })).toContainText(`${s['step.now']} ${step.ifLate}`);
    }
  });

  test('shares the plan on WhatsApp and takes it to a counsellor', async ({ page, baseURL }) => {
    await stubThirdParties(page, baseURL!);
    await open(page, '?intake=2028-09');
    const share = results(page).getByRole('link', { name: new RegExp(`^${s.shareOnWhatsApp}`) });
    const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
    const first = await steps(page).first().locator('time').getAttribute('datetime');
    expect(text).toContain(day(first!));
    expect(text).toContain('intake=2028-09');
    await results(page).getByRole('link', { name: s['actions.counsellor'] }).click();
    await expect(page).toHaveURL(/\/contact\?purpose=consultation$/);
    // The contact form hydrates as it comes into view.
    await page.getByRole('heading', { name: pageCopy('contact').sections.getInTouch!.title }).scrollIntoViewIfNeeded();
    const message = page.getByRole('textbox', { name: stringsOf('contactForm')['field.message'] });
    await message.scrollIntoViewIfNeeded();
    await expect(message).toHaveValue(new RegExp(day(first!)));
  });
});

for (const lang of languageCodes.codes) {
  test(`the shared plan links the page in its own language (${lang}), as the site links it`, async ({ page, baseURL }) => {
    const words = strings('timeline', lang);
    const path = pathInLanguage('/timeline', lang, languageCodes);
    await stubThirdParties(page, baseURL!);
    await page.clock.setFixedTime(today);
    await page.goto(`${path}?intake=2028-09`);
    await hydrated(page, 'TimelinePlanner');
    const share = page.getByRole('main').getByRole('link', { name: new RegExp(`^${escapeRegExp(words.shareOnWhatsApp!)}`) });
    const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
    expect(text).toMatch(new RegExp(`https?://[^/\\s]+${escapeRegExp(path)}\\?\\S*intake=2028-09`));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows each destination’s lead times and says the dates need JavaScript', async ({ page }) => {
    await page.goto('/timeline');
    await expect(page.getByText(s.noscript!)).toBeVisible();
    for (const timeline of timelines) {
      const { name } = timeline;
      const table = page.getByRole('table', { name: fill(s['reference.caption']!, { country: name }) });
      await expect(table.getByRole('row')).toHaveCount(timeline.steps.length + 1);
    }
  });
});
