import { expect, test, type Page } from '@playwright/test';
import { serviceStories } from './content';
import { servicePages } from './site-map';
import { expectOnlySiteWideIslands } from './islands';

/**
 * The services list and the five service pages: sections, figures and copy, every link's target,
 * FAQs, structured data and the no-extra-JS budget. Words are written out here, not imported from
 * the site, so a changed word shows up as a failing test.
 */

const consultationPath = '/contact?purpose=consultation';

/** Every internal link in the page's main content answers 200 (no link lands on the 404 page). */
async function expectInternalLinksAnswer(page: Page) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), `${href} answers 200`).toBe(200);
  }
}

/** The FAQPage structured data parses and lists exactly the questions the page shows. */
async function expectFaqStructuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const faq = data.find((entry) => entry['@type'] === 'FAQPage') as
    | { '@context': string; mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] }
    | undefined;
  expect(faq, 'a FAQPage block').toBeDefined();
  expect(faq!['@context']).toBe('https://schema.org');
  const questions = await page.locator('main details > summary').allTextContents();
  expect(faq!.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.trim()));
  for (const question of faq!.mainEntity) {
    expect(question['@type']).toBe('Question');
    expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
  }
}

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** A section found by its heading (the closing call-to-action banner is not a named region). */
function sectionHeaded(page: Page, name: string) {
  return page.locator('main section').filter({ has: page.getByRole('heading', { name, exact: true, level: 2 }) });
}

/** The titles of a section's list items, in order. */
async function itemHeadings(page: Page, sectionName: string) {
  return (await region(page, sectionName).getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents()).map(
    (t) => t.replace(/^Step \d+:\s*/, '').trim(),
  );
}

/**
 * A service's testimonials section: one card per story the content places on that page, in order,
 * each with five stars announced, the quote, a portrait, the name and "Programme, University".
 */
async function expectTestimonials(page: Page, service: string) {
  const stories = serviceStories(service);
  expect(stories.length, `stories placed on /services/${service}`).toBeGreaterThan(0);
  const section = region(page, 'What Our Students Say');
  const cards = section.getByRole('list').first().locator(':scope > li');
  await expect(cards).toHaveCount(stories.length);
  for (const [i, story] of stories.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(card.locator('blockquote')).toHaveText(`“${story.quote}”`);
    const portrait = card.getByRole('img', { name: `Portrait of ${story.name}` });
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.locator('figcaption')).toContainText(`${story.programme}, ${story.universityName}`);
  }
}

test.describe('/services', () => {
  test('lists the five services as cards and describes scholarships and careers', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');

    const cards = region(page, 'Support for Every Stage');
    for (const { name, path } of servicePages) {
      await expect(cards.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(cards.getByRole('listitem')).toHaveCount(5);

    const more = region(page, 'Scholarships and Careers');
    await expect(more.getByRole('heading', { name: 'Scholarship Guidance' })).toBeVisible();
    await expect(more.getByRole('heading', { name: 'Career Counselling' })).toBeVisible();
    await expect(more.getByText('Merit-based scholarships')).toBeVisible();
    await expect(more.getByText('reduce tuition by 25-100%')).toBeVisible();
    await expect(more.getByText('Excellence awards')).toBeVisible();
    await expect(more.getByText('up to 100%')).toBeVisible();
    await expect(more.getByText('GPA-based scholarships')).toBeVisible();
    await expect(more.getByText('reduce tuition by 25-75%')).toBeVisible();
    // The two extra services have no pages of their own.
    await expect(more.getByRole('link')).toHaveCount(0);

    const main = page.getByRole('main');
    for (const button of await main.getByRole('link', { name: /^(Get|Book a) Free Consultation$/ }).all()) {
      await expect(button).toHaveAttribute('href', consultationPath);
    }
    await expect(main.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', consultationPath);
    await expect(main.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', consultationPath);

    await expectInternalLinksAnswer(page);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/consultation', () => {
  test('shows the hero, six steps, differentiators, testimonials, calls to action and FAQ', async ({ page }) => {
    await page.goto('/services/consultation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study Abroad Consultation');
    const main = page.getByRole('main');

    await expect(main.getByText('Your first 30-minute session is free', { exact: false }).first()).toBeVisible();
    await expect(main.getByText('2-3 sessions over 1-2 weeks', { exact: false }).first()).toBeVisible();
    // The consultation page's reading of the partner-universities figure.
    await expect(main.getByRole('definition').filter({ hasText: /^500\+$/ })).toBeVisible();
    await expect(main.getByRole('term').filter({ hasText: 'partner universities' })).toBeVisible();

    const steps = region(page, 'Your Consultation in Six Steps');
    await expect(steps.locator('ol > li')).toHaveCount(6);
    expect(await itemHeadings(page, 'Your Consultation in Six Steps')).toHaveLength(6);
    await expect(region(page, 'Advice You Can Act On').getByRole('listitem')).toHaveCount(4);
    await expectTestimonials(page, 'consultation');

    await expect(main.getByRole('link', { name: 'Book a Free Consultation' })).toHaveCount(2);
    for (const link of await main.getByRole('link', { name: 'Book a Free Consultation' }).all()) {
      await expect(link).toHaveAttribute('href', consultationPath);
    }
    const contact = main.getByRole('link', { name: 'Contact Us', exact: true });
    await expect(contact).toHaveCount(2);
    for (const link of await contact.all()) await expect(link).toHaveAttribute('href', '/contact');

    await expect(region(page, 'Frequently Asked Questions').locator('details')).toHaveCount(5);
    await expectFaqStructuredData(page);
    await expectInternalLinksAnswer(page);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/application', () => {
  test('shows six services, the balanced list, five steps, testimonials and FAQ', async ({ page }) => {
    await page.goto('/services/application');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Support');
    const main = page.getByRole('main');

    await expect(main.getByText('5-8 well-chosen universities: 2-3 ambitious, 2-3 moderate and 1-2 safe.')).toBeVisible();
    // The application page's own figures.
    await expect(main.getByRole('definition').filter({ hasText: /^95%$/ })).toBeVisible();
    await expect(main.getByRole('term').filter({ hasText: 'application success rate' })).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: /^about 80%$/ })).toBeVisible();
    await expect(main.getByRole('term').filter({ hasText: 'top-50 programmes' })).toBeVisible();

    expect(await itemHeadings(page, 'Six Ways We Strengthen Your Application')).toHaveLength(6);
    const tiers = region(page, 'A Balanced List of Universities').getByRole('listitem');
    await expect(tiers).toHaveCount(3);
    await expect(tiers.nth(0)).toContainText('2-3');
    await expect(tiers.nth(0)).toContainText('Ambitious');
    await expect(tiers.nth(1)).toContainText('2-3');
    await expect(tiers.nth(1)).toContainText('Moderate');
    await expect(tiers.nth(2)).toContainText('1-2');
    await expect(tiers.nth(2)).toContainText('Safe');

    await expect(region(page, 'Our Five-Step Application Process').locator('ol > li')).toHaveCount(5);
    await expectTestimonials(page, 'application');

    const cta = sectionHeaded(page, 'Ready to Start Your Applications?');
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', consultationPath);

    await expect(region(page, 'Frequently Asked Questions').locator('details')).toHaveCount(5);
    await expectFaqStructuredData(page);
    await expectInternalLinksAnswer(page);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/language-training', () => {
  const courses = [
    { name: 'IELTS', href: '/services/language-training/ielts', facts: ['4-8 weeks', '30-60 hours', '8-10 students', '8 full-length mock tests'] },
    { name: 'TOEFL', href: '/services/language-training/toefl', facts: ['4-8 weeks', '30-60 hours', '8-10 students', '6 mock tests'] },
    { name: 'PTE Academic', href: '/services/language-training/pte', facts: ['4-6 weeks', '25-45 hours', '6-8 students', '6 mock tests'] },
    {
      name: 'Duolingo English Test',
      href: '/services/language-training/duolingo',
      facts: ['3-4 weeks', '15-25 hours', '5-7 students', '5 adaptive mock tests'],
    },
    {
      name: 'Cambridge English',
      href: '/services/language-training/cambridge',
      facts: ['8-12 weeks', '60-90 hours', 'Optional one-on-one coaching'],
    },
  ];

  test('shows one card per course with the spec figures, each linking its course page', async ({ page }) => {
    await page.goto('/services/language-training');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language Training');

    const section = region(page, 'Choose Your Test');
    await expect(section.getByRole('article')).toHaveCount(courses.length);
    for (const course of courses) {
      const card = section.getByRole('article', { name: course.name, exact: true });
      for (const fact of course.facts) {
        await expect(card.getByRole('definition').filter({ hasText: new RegExp(`^${fact}$`) })).toBeVisible();
      }
      await expect(card.getByRole('link')).toHaveAttribute('href', course.href);
    }
    const cambridge = section.getByRole('article', { name: 'Cambridge English', exact: true });
    const exams = cambridge.getByRole('list', { name: 'Cambridge English exams' }).getByRole('listitem');
    await expect(exams).toHaveText(['B2 First', 'C1 Advanced', 'C2 Proficiency']);
    // Cambridge's course entry (src/content/courses) has no batch size or mock-test count: none is invented.
    await expect(cambridge.getByRole('term')).not.toContainText(['Batch size']);

    await expect(page.getByRole('main').getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute(
      'href',
      consultationPath,
    );
    await expectInternalLinksAnswer(page);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/visa-support', () => {
  test('shows six services, country guidance, five steps, testimonials, a call to action and four FAQs', async ({ page }) => {
    await page.goto('/services/visa-support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visa & Travel Support');
    const main = page.getByRole('main');

    // The visa page's reading of visa success.
    await expect(main.getByRole('definition').filter({ hasText: /^over 95%$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('over 95%');
    await expect(main.getByText('3-4 months before your course begins, or 5-6 months ahead for the USA or Canada', { exact: false }).first()).toBeVisible();

    expect(await itemHeadings(page, 'Everything Your Visa and Journey Need')).toEqual([
      'Documentation',
      'Interview prep',
      'Financial documents',
      'Application review',
      'Travel arrangements',
      'Pre-departure orientation',
    ]);

    const guidance = region(page, 'What Each Country Asks For');
    for (const [country, terms] of [
      ['USA', ['F-1', 'I-20', 'SEVIS', 'DS-160']],
      ['UK', ['Student visa', 'CAS', 'Funds', 'Biometrics']],
      ['Canada', ['Study permit', 'Biometrics and medical', 'GIC', 'SDS']],
    ] as const) {
      const card = guidance.getByRole('listitem').filter({ has: page.getByRole('heading', { name: country, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('term')).toHaveText([...terms]);
    }

    expect(await itemHeadings(page, 'Five Steps to Your Student Visa')).toEqual([
      'Initial assessment',
      'Documentation',
      'Application',
      'Interview prep',
      'Travel planning',
    ]);
    await expectTestimonials(page, 'visa-support');

    const cta = sectionHeaded(page, 'Start Your Visa Application With Confidence');
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    await expect(region(page, 'Frequently Asked Questions').locator('details')).toHaveCount(4);
    await expectFaqStructuredData(page);
    await expectInternalLinksAnswer(page);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/services/accommodation', () => {
  test('shows four services, location and safety, costs, four steps, testimonials, a call to action and four FAQs', async ({
    page,
  }) => {
    await page.goto('/services/accommodation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accommodation Assistance');
    const main = page.getByRole('main');

    await expect(main.getByText('3-4 months before you travel, or 5-6 months ahead in high-demand cities', { exact: false }).first()).toBeVisible();
    await expect(main.getByText('temporary housing for your first 1-2 weeks', { exact: false }).first()).toBeVisible();

    expect(await itemHeadings(page, 'A Home That Works for Your Studies')).toEqual([
      'Housing options',
      'Roommate matching',
      'Lease guidance',
      'Neighbourhood safety',
    ]);
    await expect(region(page, 'Where You Live Matters').getByRole('listitem')).toHaveCount(4);

    const table = region(page, 'What Student Housing Costs').getByRole('table', {
      name: 'Typical monthly housing costs for students, in US dollars',
    });
    await expect(table.getByRole('columnheader')).toHaveText(['Housing type', 'Monthly cost (USD)', 'What to know']);
    for (const [type, cost] of [
      ['University dorms', '$400-1,200'],
      ['Shared apartments', '$300-800 per person'],
      ['Studio apartments', '$600-1,500'],
    ]) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: type }) });
      await expect(row.getByRole('cell').first()).toHaveText(cost);
    }

    expect(await itemHeadings(page, 'Four Steps to Your New Home')).toEqual([
      'Requirements assessment',
      'Options research',
      'Booking assistance',
      'Arrival support',
    ]);
    await expectTestimonials(page, 'accommodation');

    const cta = sectionHeaded(page, 'Find Your Home Away From Home');
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    await expect(region(page, 'Frequently Asked Questions').locator('details')).toHaveCount(4);
    await expectFaqStructuredData(page);
    await expectInternalLinksAnswer(page);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('service FAQs', () => {
  for (const path of ['/services/consultation', '/services/application', '/services/visa-support', '/services/accommodation']) {
    test(`${path}: a question opens and closes with the mouse and with the keyboard`, async ({ page }) => {
      await page.goto(path);
      const item = region(page, 'Frequently Asked Questions').locator('details').first();
      const question = item.locator('summary');
      const answer = item.locator('p');

      await expect(answer).toBeHidden();
      await question.click();
      await expect(item).toHaveAttribute('open', '');
      await expect(answer).toBeVisible();
      await question.click();
      await expect(item).not.toHaveAttribute('open');
      await expect(answer).toBeHidden();

      await question.focus();
      await expect(question).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(answer).toBeHidden();
      await page.keyboard.press('Space');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Space');
      await expect(answer).toBeHidden();
    });
  }
});

test.describe('service pages at narrow and wide screens', () => {
  for (const path of [
    '/services',
    '/services/consultation',
    '/services/application',
    '/services/language-training',
    '/services/visa-support',
    '/services/accommodation',
  ]) {
    test(`${path} never scrolls sideways from 320 px to 1920 px`, async ({ page }) => {
      for (const width of [320, 768, 1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});
