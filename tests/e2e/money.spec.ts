import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { destinationOf, shown as expected, stringsOf, type Shown } from './expected';
import { fill, hydrated } from './planning-support';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { costRange, typeRates } from '../../src/lib/loans/compare';
import { formatRupees } from '../../src/lib/money/inr';
import { rupeesShort } from '../../src/lib/loans/words';
import type { Lang } from '../../src/config/languages';
import { byName } from '../../src/lib/lists/order';
import { subjectAreas } from '../../src/lib/universities/facts';

/**
 * The scholarship finder and the education-loan comparison as a family uses them, in each language:
 * every scholarship readable without JavaScript, the filters narrowing the list and kept in the
 * address, a deadline added into the timeline and its calendar file, and a loan's figures by lender
 * type. Expected names, counts and dates are the build's, as the pages were given them; the day is fixed.
 */
const today = new Date('2026-12-07T10:00:00+05:30');
type Scholarship = Shown['scholarships'][number];
/** The months it usually closes in, 1 for January. */
const months = (s: Scholarship) => s.deadlineMonths;
const fullTuition = (s: Scholarship) => s.fullTuition;
/** The names in the finder's order: by name, as a list and never a ranking. */
const names = (list: readonly Scholarship[]) => list.map((s) => s.name).sort(byName);

for (const lang of ['en', 'hi'] as const satisfies readonly Lang[]) {
  const at = (path: string) => (lang === 'en' ? path : `/hi${path}`);
  const s = stringsOf('scholarships', lang);
  const timelineWords = stringsOf('timeline', lang);
  const l = stringsOf('loans', lang);
  const shown = (page: Page) => page.locator('#scholarship-list > li:visible h3');
  const { scholarships } = expected(lang);
  const { lenders, tax: taxRules } = expected(lang).loans;

  test.describe(`${lang}: the scholarship finder`, () => {
    test('lists every scholarship with its official page without JavaScript', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
      const page = await context.newPage();
      await page.goto(at('/scholarships'));
      await expect(shown(page)).toHaveText(names(scholarships));
      for (const scholarship of scholarships) {
        await expect(
          page.locator(`#${scholarship.id}`).getByRole('link', { name: new RegExp(`^${escapeRegExp(s['card.official']!)}`) }),
        ).toHaveAttribute('href', scholarship.link);
      }
      await context.close();
    });

    test('a university’s own award leads to that university in the university finder', async ({ page }) => {
      const award = scholarships.find((x) => x.universities.length > 0)!;
      const university = award.universities[0]!;
      await page.goto(at('/scholarships'));
      await page.locator(`#${award.id}`).getByRole('link', { name: university.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at('/universities'))}\\?q=`));
      await hydrated(page, 'UniversityFinder');
      // Its card alone, naming the award back.
      const all = page.getByRole('region', { name: stringsOf('finder', lang).all });
      await expect(all.getByRole('heading', { level: 3 })).toHaveText([university.name]);
      await expect(
        all
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3 }) })
          .first(),
      ).toContainText(award.name);
    });

    test('filters by destination, level, full tuition, deadline and subject, and keeps them in the address', async ({ page }) => {
      await page.clock.setFixedTime(today);
      await page.goto(at('/scholarships'));
      await hydrated(page, 'ScholarshipFinder');
      await page
        .getByRole('group', { name: s['country.label'] })
        .getByRole('button', { name: destinationOf('uk', lang).name, exact: true })
        .click();
      const uk = scholarships.filter((x) => x.destinations.includes('uk'));
      await expect(shown(page)).toHaveText(names(uk));
      await expect(page).toHaveURL(/[?&]country=uk\b/);

      await page.getByLabel(s['level.label']!).selectOption('PhD');
      await page.getByLabel(s['full.label']!).check();
      const narrowed = uk.filter((x) => x.levels.includes('PhD') && fullTuition(x));
      await expect(shown(page)).toHaveText(names(narrowed));
      await expect(page.getByRole('status')).toContainText(String(narrowed.length));

      // The address alone brings the same list back.
      await page.reload();
      await hydrated(page, 'ScholarshipFinder');
      await expect(shown(page)).toHaveText(names(narrowed));

      // Deadlines in the next three months from 7 December: December (this month) to March.
      await page.goto(at('/scholarships?within=3'));
      await hydrated(page, 'ScholarshipFinder');
      const soon = scholarships.filter((x) => months(x).some((m) => (m - 12 + 12) % 12 <= 3));
      await expect(shown(page)).toHaveText(names(soon));
      await page.getByRole('button', { name: s.clear }).click();
      await expect(shown(page)).toHaveCount(scholarships.length);

      // A subject keeps the scholarships for any subject and those that fund it: the one that narrows most.
      const forSubject = (area: (typeof subjectAreas)[number]) => scholarships.filter((x) => !x.subjects || x.subjects.includes(area));
      const area = [...subjectAreas].sort((a, b) => forSubject(a).length - forSubject(b).length)[0]!;
      expect(forSubject(area).length).toBeLessThan(scholarships.length);
      await page.getByLabel(s['subject.label']!).selectOption(area);
      await expect(shown(page)).toHaveText(names(forSubject(area)));
      await expect(page).toHaveURL(new RegExp(`[?&]subject=${encodeURIComponent(area).replace(/%20/g, '\\+')}(&|$)`));
    });

    test('adds a deadline to the timeline and its calendar file, and hands the list to a counsellor', async ({ page }) => {
      const chosen = scholarships.find((x) => x.destinations.includes('uk') && months(x).length > 0)!;
      await page.clock.setFixedTime(today);
      await page.goto(at('/scholarships'));
      await hydrated(page, 'ScholarshipFinder');
      const add = page.getByRole('button', { name: new RegExp(escapeRegExp(fill(s['deadline.of']!, { name: chosen.name }))) });
      await add.click();
      await expect(add).toHaveAttribute('aria-pressed', 'true');
      const bar = page.getByRole('region', { name: s['chosen.heading'] });
      await expect(bar).toContainText(chosen.name);

      await bar.getByRole('link', { name: s['chosen.timeline'] }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at('/timeline'))}\\?.*scholarships=${chosen.id}`));
      // A September 2028 intake: the deadline is the first of its latest usual month before it.
      await page.goto(`${page.url()}&intake=2028-09`);
      await hydrated(page, 'TimelinePlanner');
      const date = months(chosen)
        .map((m) => `${m < 9 ? 2028 : 2027}-${String(m).padStart(2, '0')}-01`)
        .sort()
        .at(-1)!;
      const section = page.getByRole('region', { name: timelineWords['scholarships.heading'] });
      await expect(section.locator('time')).toHaveAttribute('datetime', date);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: timelineWords['actions.calendar'] }).click(),
      ]);
      const events = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8'))).getAllSubcomponents('vevent');
      const event = events.find(
        (e) => e.getFirstPropertyValue('summary') === fill(timelineWords['calendar.scholarship']!, { name: chosen.name }),
      )!;
      expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(date);

      await page.goto(at('/scholarships'));
      await hydrated(page, 'ScholarshipFinder');
      await page.getByRole('region', { name: s['chosen.heading'] }).getByRole('link', { name: s['chosen.counsellor'] }).click();
      await expect(page).toHaveURL(/\/contact\?purpose=consultation/);
      // The contact form hydrates as it comes into view.
      const message = page.getByRole('textbox', { name: stringsOf('contactForm', lang)['field.message'] });
      await message.scrollIntoViewIfNeeded();
      await expect(message).toHaveValue(new RegExp(`^${escapeRegExp(s['summary.heading']!)}[\\s\\S]*${escapeRegExp(chosen.name)}`));
    });
  });

  test.describe(`${lang}: education loans compared`, () => {
    test('works out each lender type’s instalment for the visitor’s loan, keeps it in the address, orders lenders by it, and hands the figures to a counsellor and WhatsApp', async ({
      page,
    }) => {
      await page.goto(at('/education-loans'));
      await hydrated(page, 'LoanComparison');
      await page.getByLabel(l['amount.label']!).fill('40');
      await page.getByLabel(l['years.label']!).fill('12');
      await expect(page).toHaveURL(/amount=40/);
      await expect(page).toHaveURL(/years=12/);
      const ask = { amount: 40_00_000, moratoriumMonths: 30, tenureMonths: 144, interest: 'paid' as const };
      const rows = page.locator('table tbody tr');
      const types = typeRates(lenders);
      await expect(rows).toHaveCount(types.length);
      for (const [i, { rates }] of types.entries()) {
        const { low } = costRange(ask, rates);
        await expect(rows.nth(i)).toContainText(formatRupees(low.emi, stringsOf('loans', lang).locale!));
      }
      await page.getByRole('radio', { name: l['regime.new'] }).check();
      await expect(rows.first()).toContainText(l['saving.none']!);
      await expect(page).toHaveURL(/regime=new/);

      const lowest = [...lenders].sort(
        (a, b) => a.interest.min - b.interest.min || a.interest.max - b.interest.max || a.name.localeCompare(b.name),
      )[0]!;
      const list = page.getByRole('region', { name: l['lenders.heading'] }).getByRole('listitem');
      await expect(list).toHaveCount(lenders.length);
      await expect(list.first().getByRole('heading', { level: 3 })).toContainText(lowest.name);
      const effective = new Intl.DateTimeFormat(stringsOf('loans', lang).locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${taxRules.remittance.effective}T00:00:00Z`));
      await expect(page.getByRole('heading', { name: l['tcs.heading'] }).locator('..')).toContainText(effective);

      // The figures go to a counsellor as the message of the consultation form, and to WhatsApp.
      const heading = fill(l['summary.heading']!, { amount: rupeesShort(ask.amount, l), years: 12, moratorium: ask.moratoriumMonths });
      const share = new URL(
        (await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(l.shareOnWhatsApp!)}`) }).getAttribute('href'))!,
      );
      expect(share.searchParams.get('text')).toMatch(new RegExp(`^${escapeRegExp(heading)}\\n`));
      await page.getByRole('link', { name: l['actions.counsellor'] }).click();
      await expect(page).toHaveURL(/\/contact\?purpose=consultation/);
      const message = page.getByRole('textbox', { name: stringsOf('contactForm', lang)['field.message'] });
      await message.scrollIntoViewIfNeeded();
      await expect(message).toHaveValue(new RegExp(`^${escapeRegExp(heading)}\\n`));
    });

    test('the cost planner’s loan step compares lender types for its loan as the comparison page does, with what TCS means', async ({
      page,
    }) => {
      const planner = stringsOf('planner', lang);
      await page.goto(at('/cost-planner'));
      await hydrated(page, 'CostPlanner');
      await page.getByRole('textbox', { name: planner['field.loan'] }).fill('20,00,000');
      await page.getByRole('textbox', { name: planner['field.tenure'] }).fill('10');
      // The comparison sits below the plan: its code comes as the visitor scrolls towards it.
      const heading = page.getByRole('heading', { name: l['planner.heading'] });
      await expect(heading).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const step = page.getByRole('region', { name: l['planner.heading'] });
      const rows = step.locator('table tbody tr');
      await expect(rows).toHaveCount(typeRates(lenders).length);
      const planned = await rows.allTextContents();
      // What TCS means for the money sent, with the day its rule took effect.
      const effective = new Intl.DateTimeFormat(l.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${taxRules.remittance.effective}T00:00:00Z`),
      );
      await expect(step.getByText(l['tcs.heading']!)).toBeVisible();
      await expect(step).toContainText(effective);

      await step.getByRole('link', { name: l['planner.link'] }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at('/education-loans'))}\\?.*amount=20\\b`));
      await hydrated(page, 'LoanComparison');
      await expect(page.getByLabel(l['years.label']!)).toHaveValue('10');
      await expect(page.locator('table tbody tr')).toHaveText(planned);
    });
  });
}
