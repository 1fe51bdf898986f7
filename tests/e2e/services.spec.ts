import { expect, test, type Locator, type Page } from '@playwright/test';
import { costSheetOf, pageCopy, shown, stringsOf } from './expected';
import { fillIn } from '../../src/lib/text/placeholders';
import { expectOnlySiteWideIslands } from './site-wide-islands';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { wordsPattern } from './words-pattern';
import { languageCodes, languages } from '../../src/config/languages';
import { formatMoneyRange } from '../../src/lib/money/range';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';

/**
 * The services list and the five service pages: each section under the heading its page copy
 * gives, holding what its content holds (steps, cards, testimonials, courses), the facts and figures
 * the copy names, and every call to action. Headings, names and counts are the build's, so
 * an editor's new step or renamed heading keeps these green; the pages' FAQs are checked for every
 * page in faqs.spec.ts, links and structured data by the whole-site audits.
 */

const consultationPath = '/contact?purpose=consultation';
/** The calls to action's words (src/content/strings/en/navigation.json), the testimonials' (stories.json), the services' (services.json). */
const nav = stringsOf('navigation');
const storyWords = stringsOf('stories');
const s = stringsOf('services');
const { services, courses, visaGuides } = shown();
/** What a service's page shows from the collections: its steps, cards, testimonials. */
const contentOf = (service: string) => services.find((entry) => entry.id === service)!.content;

/** What screen readers hear before a step's title ("Step 2:"), from src/content/strings/en/common.json. */
const stepPrefix = new RegExp(`^${wordsPattern(stringsOf('common').step, { number: '\\d+' })}\\s*`);

/** A section of the page, found as the region its heading (read from the page's copy) names. */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The call to action a page closes with: the band under the closing heading of its copy. */
const closing = (page: Page, title: string) =>
  page.locator('main section').filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });

/** The titles of a section's cards or steps (h3), without the "Step n:" screen readers hear first. */
async function itemTitles(section: Locator) {
  const titles = await section.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
  return titles.map((t) => t.replace(stepPrefix, '').trim());
}

/** A numbered process: an ordered list of the content's steps, in order, each with its description. */
async function expectSteps(section: Locator, service: string) {
  const { steps } = contentOf(service);
  await expect(section.locator('ol > li')).toHaveCount(steps.length);
  expect(await itemTitles(section)).toEqual(steps.map((step) => step.title));
  for (const [i, step] of steps.entries()) await expect(section.locator('ol > li').nth(i)).toContainText(step.description);
}

/** A section of highlight cards: one card per item of its content file, in order. */
async function expectHighlights(section: Locator, service: string, kind: 'offerings' | 'differentiators' | 'safety') {
  expect(await itemTitles(section)).toEqual(contentOf(service)[kind].map((item) => item.title));
}

/** A section's heading shows the copy's words, its lead with every named fact filled in. */
async function expectLead(page: Page, heading: { title: string; lead?: string }) {
  if (heading.lead) await expect(region(page, heading.title)).toContainText(heading.lead);
}

/**
 * A service's testimonials section: one card per story the content places on that page, in order,
 * each with five stars announced, the quote, a portrait, the name and "Programme, University".
 */
async function expectTestimonials(page: Page, service: string, title: string) {
  const stories = contentOf(service).testimonials;
  const cards = region(page, title).getByRole('list').first().locator(':scope > li');
  await expect(cards).toHaveCount(stories.length);
  for (const [i, story] of stories.entries()) {
    const card = cards.nth(i);
    // Five stars: every story has them (src/schemas/studentStory.ts).
    await expect(card.getByRole('img', { name: fillIn(storyWords.rated, { stars: 5 }) })).toBeVisible();
    await expect(card.locator('blockquote')).toHaveText(`“${story.quote}”`);
    const portrait = card.getByRole('img', { name: fillIn(storyWords.portrait, { name: story.name }) });
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.locator('figcaption')).toContainText(
      fillIn(storyWords.role, { programme: story.programme, university: story.university }),
    );
  }
}

/** The hero: the page's title as its only h1, and its lead sentence with the facts it names. */
async function expectHero(page: Page, copy: ReturnType<typeof pageCopy>) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
  if (copy.hero.lead) await expect(page.getByRole('main').getByText(copy.hero.lead, { exact: true })).toBeVisible();
}

/** A fact strip's figure: the value as a definition, beside its term. */
async function expectFact(main: Locator, value: string, term: string) {
  await expect(main.getByRole('definition').filter({ hasText: new RegExp(`^${escapeRegExp(value)}$`) })).toBeVisible();
  await expect(main.getByRole('term').filter({ hasText: term })).toBeVisible();
}

/** Every figure of the page's fact strip (its copy's `facts`, with the facts they name filled in). */
async function expectFacts(main: Locator, copy: ReturnType<typeof pageCopy>) {
  const facts = copy.figures('facts');
  expect(facts.length).toBeGreaterThan(0);
  for (const { value, label } of facts) await expectFact(main, value, label);
}

test.describe('/services', () => {
  test('lists every service as a card and describes scholarships and careers', async ({ page }) => {
    const copy = pageCopy('services');
    await page.goto('/services');
    await expectHero(page, copy);

    const cards = region(page, copy.sections.coreServices!.title);
    await expect(cards.getByRole('listitem')).toHaveCount(services.length);
    for (const { title, link } of services) {
      await expect(cards.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', link);
    }

    const more = region(page, copy.sections.moreServices!.title);
    await expect(more.getByRole('heading', { name: copy.word('scholarshipGuidance.title') })).toBeVisible();
    await expect(more.getByRole('heading', { name: copy.word('careerCounselling.title') })).toBeVisible();
    // Scholarship guidance leads to the scholarship finder; the two extra services have no pages of their own.
    await expect(more.getByRole('link')).toHaveCount(1);
    await expect(more.getByRole('link', { name: copy.word('scholarshipGuidance.finder') })).toHaveAttribute('href', '/scholarships');

    const main = page.getByRole('main');
    const consultationNames = [nav['action.consultation'], nav['action.bookConsultation']];
    for (const button of await main.getByRole('link', { name: new RegExp(`^(${consultationNames.map(escapeRegExp).join('|')})$`) }).all()) {
      await expect(button).toHaveAttribute('href', consultationPath);
    }
    await expect(main.getByRole('link', { name: nav['action.consultation'] })).toHaveAttribute('href', consultationPath);
    await expect(main.getByRole('link', { name: nav['action.bookConsultation'] })).toHaveAttribute('href', consultationPath);
    await expect(closing(page, copy.closing!.title)).toContainText(copy.closing!.text);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/consultation', () => {
  test('shows the hero, the process, differentiators, testimonials and calls to action', async ({ page }) => {
    const copy = pageCopy('services-consultation');
    await page.goto('/services/consultation');
    await expectHero(page, copy);
    const main = page.getByRole('main');

    await expectFacts(main, copy);

    await expectSteps(region(page, copy.sections.process!.title), 'consultation');
    await expectLead(page, copy.sections.process!);
    await expectHighlights(region(page, copy.sections.whyUs!.title), 'consultation', 'differentiators');
    await expectLead(page, copy.sections.whyUs!);
    await expectTestimonials(page, 'consultation', copy.sections.testimonials!.title);

    await expect(closing(page, copy.closing!.title)).toContainText(copy.closing!.text);
    await expect(main.getByRole('link', { name: nav['action.bookConsultation'] })).toHaveCount(2);
    for (const link of await main.getByRole('link', { name: nav['action.bookConsultation'] }).all()) {
      await expect(link).toHaveAttribute('href', consultationPath);
    }
    const contact = main.getByRole('link', { name: nav['action.contact'], exact: true });
    await expect(contact).toHaveCount(2);
    for (const link of await contact.all()) await expect(link).toHaveAttribute('href', '/contact');
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/application', () => {
  test('shows its services, the balanced list, the process, testimonials and a call to action', async ({ page }) => {
    const copy = pageCopy('services-application');
    await page.goto('/services/application');
    await expectHero(page, copy);
    const main = page.getByRole('main');

    await expectFacts(main, copy);

    await expectHighlights(region(page, copy.sections.services!.title), 'application', 'offerings');
    // The balanced list's kinds, in the page's order, each with its count and name as the copy writes them.
    const kinds = ['ambitious', 'moderate', 'safe'];
    const tiers = region(page, copy.sections.balancedList!.title).getByRole('listitem');
    await expect(tiers).toHaveCount(kinds.length);
    for (const [i, kind] of kinds.entries()) {
      await expect(tiers.nth(i)).toContainText(copy.word(`tier.${kind}.count`));
      await expect(tiers.nth(i).getByRole('heading')).toHaveText(copy.word(`tier.${kind}.name`));
    }
    await expectLead(page, copy.sections.balancedList!);

    await expectSteps(region(page, copy.sections.process!.title), 'application');
    await expectTestimonials(page, 'application', copy.sections.testimonials!.title);

    const cta = closing(page, copy.closing!.title);
    await expect(cta.getByRole('link', { name: nav['action.contact'] })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: nav['action.consultation'] })).toHaveAttribute('href', consultationPath);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/language-training', () => {
  test('shows one card per course with its figures, each linking its course page', async ({ page }) => {
    const copy = pageCopy('services-language-training');
    await page.goto('/services/language-training');
    await expectHero(page, copy);

    const section = region(page, copy.sections.courses!.title);
    await expect(section.getByRole('article')).toHaveCount(courses.length);
    for (const course of courses) {
      const card = section.getByRole('article', { name: course.name, exact: true });
      const facts = [
        fillIn(s['course.durationValue']!, { weeks: course.duration }),
        fillIn(s['course.hoursValue']!, { hours: course.hours }),
        course.batchSize && fillIn(s['course.batchSizeValue']!, { size: course.batchSize }),
        course.mockTests,
        course.oneOnOneCoaching && s['course.coachingOptional'],
      ].filter((fact): fact is string => Boolean(fact));
      // Only the facts the course has: none is invented (Cambridge English has no batch size).
      await expect(card.getByRole('definition')).toHaveText(facts);
      await expect(card.getByRole('link')).toHaveAttribute('href', course.link);
      if (course.levels)
        await expect(
          card.getByRole('list', { name: fillIn(s['course.exams']!, { course: course.name }) }).getByRole('listitem'),
        ).toHaveText(course.levels);
    }

    await expect(page.getByRole('main').getByRole('link', { name: nav['action.consultation'] })).toHaveAttribute('href', consultationPath);
    await expect(closing(page, copy.closing!.title)).toContainText(copy.closing!.text);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/visa-support', () => {
  test('shows its services, country guidance, the process, testimonials and a call to action', async ({ page }) => {
    const copy = pageCopy('services-visa-support');
    await page.goto('/services/visa-support');
    await expectHero(page, copy);
    const main = page.getByRole('main');

    await expectFacts(main, copy);

    await expectHighlights(region(page, copy.sections.visaServices!.title), 'visa-support', 'offerings');

    const guidance = region(page, copy.sections.countryGuidance!.title);
    for (const guide of visaGuides) {
      const card = guidance.getByRole('listitem').filter({ has: page.getByRole('heading', { name: guide.country, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('term')).toHaveText(guide.items.map((item) => item.term));
    }

    await expectSteps(region(page, copy.sections.process!.title), 'visa-support');
    await expectTestimonials(page, 'visa-support', copy.sections.testimonials!.title);

    const cta = closing(page, copy.closing!.title);
    await expect(cta.getByRole('link', { name: nav['action.contact'] })).toHaveAttribute('href', '/contact');
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/accommodation', () => {
  test('shows its services, location and safety, the USA housing costs, the process, testimonials and a call to action', async ({
    page,
  }) => {
    const copy = pageCopy('services-accommodation');
    await page.goto('/services/accommodation');
    await expectHero(page, copy);
    const main = page.getByRole('main');

    await expectFacts(main, copy);

    await expectHighlights(region(page, copy.sections.housingServices!.title), 'accommodation', 'offerings');
    await expectHighlights(region(page, copy.sections.locationSafety!.title), 'accommodation', 'safety');

    // The USA cost sheet's monthly rents, as the cost planner uses them.
    const table = region(page, copy.sections.housingCosts!.title).getByRole('table', { name: s['housing.caption'] });
    await expect(table.getByRole('columnheader')).toHaveText([s['housing.type'], s['housing.cost'], s['housing.know']]);
    const { accommodation, currency } = costSheetOf('usa');
    for (const kind of ['dorm', 'shared', 'studio'] as const) {
      const home = accommodation[kind];
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: home.label }) });
      const rent = formatMoneyRange(currency, languages.en.locale, home.min, home.max);
      await expect(row.getByRole('cell').first()).toHaveText(kind === 'shared' ? `${rent} ${s['housing.perPerson']}` : rent);
    }

    await expectSteps(region(page, copy.sections.process!.title), 'accommodation');
    await expectTestimonials(page, 'accommodation', copy.sections.testimonials!.title);

    const cta = closing(page, copy.closing!.title);
    await expect(cta.getByRole('link', { name: nav['action.contact'] })).toHaveAttribute('href', '/contact');
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('the way to our fees on a service page', () => {
  for (const lang of languageCodes.codes) {
    test(`${lang}: stands apart from the planning tools above it, on every service page`, async ({ page }) => {
      const fees = stringsOf('fees', lang);
      const tools = stringsOf('tools', lang);
      for (const service of services) {
        const path = pathInLanguage(service.link, lang, languageCodes);
        await page.goto(path);
        const main = page.getByRole('main');
        const planning = main.getByRole('region', { name: tools.heading, exact: true });
        // The light box around the link to our fees: the innermost block that holds it.
        const callout = main
          .locator('div')
          .filter({ has: page.getByRole('link', { name: fees['link.action'], exact: true }) })
          .last();
        const above = (await planning.boundingBox())!;
        const box = (await callout.boundingBox())!;
        // Two light boxes touching read as one box split by a line.
        expect(box.y - (above.y + above.height), `${path}: gap between the planning tools and the fees box`).toBeGreaterThanOrEqual(16);
      }
    });
  }
});

test.describe("a service page's figures under its hero, on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  // The pages whose copy gives the strip its figures.
  const withFacts = services.filter((service) => shown().pages[`services-${service.id}`]?.figures.facts);

  for (const lang of languageCodes.codes) {
    test(`${lang}: each row of figures stands centred on the strip, none left alone to one side`, async ({ page }) => {
      expect(withFacts.length).toBeGreaterThan(0);
      for (const service of withFacts) {
        const path = pathInLanguage(service.link, lang, languageCodes);
        await page.goto(path);
        const main = page.getByRole('main');
        type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
        const boxes: Box[] = [];
        const values: Box[] = [];
        for (const { value } of pageCopy(`services-${service.id}`, lang).figures('facts')) {
          // A figure: its value (a definition) with its label, the two in one block.
          const definition = main.getByRole('definition').filter({ hasText: new RegExp(`^${escapeRegExp(value)}$`) });
          boxes.push((await definition.locator('xpath=..').boundingBox())!);
          values.push((await definition.boundingBox())!);
        }
        const strip = (await main.getByRole('definition').first().locator('xpath=../..').boundingBox())!;
        const middle = strip.x + strip.width / 2;
        for (const top of new Set(boxes.map((box) => Math.round(box.y)))) {
          const row = boxes.filter((box) => Math.round(box.y) === top);
          const left = Math.min(...row.map((box) => box.x));
          const right = Math.max(...row.map((box) => box.x + box.width));
          expect(
            Math.abs((left + right) / 2 - middle),
            `${path}: the row of ${row.length} figure(s) at ${top} px is off the strip's centre`,
          ).toBeLessThanOrEqual(2);
          // A label on two lines leaves its value level with the others.
          const tops = values.filter((_, i) => Math.round(boxes[i]!.y) === top).map((box) => box.y);
          expect(Math.max(...tops) - Math.min(...tops), `${path}: the values of the row at ${top} px are not level`).toBeLessThanOrEqual(1);
        }
      }
    });
  }
});
