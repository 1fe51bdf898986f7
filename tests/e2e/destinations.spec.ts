import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { listedIn } from './content';
import { expectFigures } from './figures';
import { sheets } from './cost-planner-support';
import { expectOnlySiteWideIslands } from './islands';

/** The destination pages: /destinations, the five country pages and 'Countries We Support' (/countries). */

const consultation = '/contact?purpose=consultation';

/** Every internal link in the page's main content answers 200 (a real page or a coming-soon page, never the 404). */
async function expectInternalLinksResolve(page: Page) {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), `${href} answers 200`).toBe(200);
  }
  return hrefs;
}

async function expectExternalLinksOpenSafely(page: Page) {
  const external = page.getByRole('main').locator('a[href^="http"]');
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
}

/** The headings of the page's sections (h2), in order. */
const sectionHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** The FAQPage structured data on the page, parsed. */
async function faqStructuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as { '@type': string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] });
  const faq = parsed.find((data) => data['@type'] === 'FAQPage');
  expect(faq, 'a FAQPage block').toBeDefined();
  return faq!;
}

async function expectFaqMatchesStructuredData(page: Page) {
  const faq = await faqStructuredData(page);
  const questions = page.locator('details > summary');
  await expect(questions).toHaveCount(faq.mainEntity!.length);
  expect(faq.mainEntity!.length).toBeGreaterThanOrEqual(4);
  await expect(questions).toHaveText(faq.mainEntity!.map((q) => q.name));
  for (const item of faq.mainEntity!) expect(item.acceptedAnswer.text.length).toBeGreaterThan(20);
}

test.describe('/destinations', () => {
  test('shows the five destinations as cards with their headline figures and pages', async ({ page }) => {
    await page.goto('/destinations');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(5);
    for (const [name, href] of [
      ['Study in USA', '/destinations/usa'],
      ['Study in Canada', '/destinations/canada'],
      ['Study in UK', '/destinations/uk'],
      ['Study in Australia', '/destinations/australia'],
      ['Study in New Zealand', '/destinations/newzealand'],
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const usa = cards.filter({ hasText: 'Study in USA' });
    await expect(usa).toContainText('5,300+');
    await expect(usa).toContainText('1M+');
    await expect(usa).toContainText('200+');
    await expect(cards.filter({ hasText: 'Study in Canada' })).toContainText('100+');
    await expect(cards.filter({ hasText: 'Study in Canada' })).toContainText('Up to 3 years');
  });

  test('links the countries page and a consultation, and no link is broken', async ({ page }) => {
    await page.goto('/destinations');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Countries We Support' })).toHaveAttribute('href', '/countries');
    await expect(main.getByRole('link', { name: 'Compare Countries' })).toHaveAttribute('href', '/countries');
    await expect(main.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', consultation);
    const hrefs = await expectInternalLinksResolve(page);
    expect(hrefs).toEqual(expect.arrayContaining(['/countries', consultation, '/destinations/newzealand']));
    await expectOnlySiteWideIslands(page);
  });

  test('the card is clickable as a whole and leads to its country', async ({ page }) => {
    await page.goto('/destinations');
    // A click anywhere on the card, here its middle (the figures), follows the card's one link.
    await page.getByRole('main').getByRole('article').filter({ hasText: 'Study in Australia' }).click();
    await expect(page).toHaveURL(/\/destinations\/australia$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study in Australia');
  });
});

test.describe('/destinations/usa', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/destinations/usa');
  });

  test('has every section of the spec, in order', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study in USA');
    await expect(sectionHeadings(page)).toHaveText([
      'Why study in the USA?',
      'How the US education system works',
      'Top universities in the USA',
      'Your application in 5 steps',
      'What it costs, and how to pay for it',
      'The F-1 student visa',
      'Life on an American campus',
      'Students who made the move',
      'Frequently Asked Questions',
      'Ready to study in the USA?',
    ]);
    const onThisPage = page.getByRole('navigation', { name: 'On this page' });
    await onThisPage.getByRole('link', { name: 'Costs' }).click();
    await expect(page).toHaveURL(/#costs$/);
    await expect(page.getByRole('heading', { name: 'What it costs, and how to pay for it' })).toBeInViewport();
  });

  test("shows the spec's USA figures", async ({ page }) => {
    await expectFigures(page.getByRole('region', { name: 'Why study in the USA?' }), [
      ['5,300+', 'colleges and universities'],
      ['1M+', 'international students'],
      ['4,500+', 'programmes to choose from'],
      ['200+', 'ranked universities'],
    ]);
    await expect(page.getByRole('region', { name: 'How the US education system works' })).toContainText('over 4,000 institutions');
    await expect(page.getByRole('region', { name: 'The F-1 student visa' })).toContainText('above 90%');
  });

  test('links the top universities and the full list', async ({ page }) => {
    const universities = page.getByRole('region', { name: 'Top universities in the USA' });
    await expect(universities.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(listedIn('countryPage', 'usa').length);
    await expect(universities.getByRole('link', { name: /New York University/ })).toHaveAttribute('href', '/universities/NYU');
    await expect(universities.getByRole('link', { name: /UCLA/ })).toHaveAttribute('href', '/universities/UCLA');
    await expect(universities.getByRole('link', { name: /MIT/ })).toHaveAttribute('href', '/universities/mit');
    await expect(universities.getByRole('link', { name: 'View all universities in the USA' })).toHaveAttribute('href', '/universities/usa');
    const nyu = universities.getByRole('listitem').filter({ hasText: 'New York University' });
    await expect(nyu).toContainText('Private research');
    await expect(nyu).toContainText('New York City, New York');
    await expect(nyu).toContainText('Top 50 worldwide');
    await expect(nyu).toContainText('Notable for');
  });

  test('lists the 5-step application process with the deadlines', async ({ page }) => {
    const steps = page.getByRole('list', { name: 'Application process for the USA' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(2)).toContainText('Early Action in November, Regular deadlines January to February for Fall intake');
    await expect(steps.nth(4).getByRole('heading')).toHaveText('Step 5: Apply for your F-1 visa');
  });

  test('gives costs in USD with living costs of $10,000-$18,000 per year, and financial aid', async ({ page }) => {
    const table = page.getByRole('table', { name: 'Typical costs in the USA (USD)' });
    await expect(table.getByRole('columnheader')).toHaveText(['Cost', 'Typical amount', 'What it covers']);
    const living = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Living costs/ }) });
    await expect(living.getByRole('cell').first()).toHaveText(/\$10,000-\$18,000\s*per year/);
    await expect(table.getByRole('row').filter({ hasText: 'Public university tuition' })).toContainText('$20,000-$45,000');
    await expect(page.getByRole('heading', { name: 'Financial aid', level: 3 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What it costs, and how to pay for it' })).toContainText('25-100%');
  });

  test('explains work limits, OPT and visa support', async ({ page }) => {
    const visa = page.getByRole('region', { name: 'The F-1 student visa' });
    await expect(visa).toContainText('Work limit 20 hours a week on campus while classes are in session, full-time in breaks');
    await expect(visa).toContainText('up to 3 years of Optional Practical Training');
    await expect(visa.getByRole('link', { name: 'Explore Visa & Travel Support' })).toHaveAttribute('href', '/services/visa-support');
    await expect(visa.getByRole('link', { name: /Study in the States/ })).toHaveAttribute('href', 'https://studyinthestates.dhs.gov/');
  });

  test('has every call to action, and no link is broken', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', consultation);
    await expect(main.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', consultation);
    await expect(main.getByRole('link', { name: 'Visa Support', exact: true })).toHaveAttribute('href', '/services/visa-support');
    await expect(main.getByRole('link', { name: 'Explore Other Destinations' })).toHaveAttribute('href', '/destinations');
    await expect(main.getByRole('link', { name: 'Read Success Stories' })).toHaveAttribute('href', '/success-stories');
    const hrefs = await expectInternalLinksResolve(page);
    expect(hrefs).toEqual(
      expect.arrayContaining([consultation, '/services/visa-support', '/destinations', '/success-stories', '/universities/usa', '/universities/mit']),
    );
    await expectExternalLinksOpenSafely(page);
    await expectOnlySiteWideIslands(page);
  });

  test('a FAQ item opens and closes with the mouse', async ({ page }) => {
    const item = page.locator('details').filter({ hasText: 'Can I work while studying in the USA?' });
    const answer = item.getByText(/20 hours a week on campus/);
    await expect(answer).toBeHidden();
    await item.getByText('Can I work while studying in the USA?').click();
    await expect(item).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await item.getByText('Can I work while studying in the USA?').click();
    await expect(item).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
  });

  test('a FAQ item opens and closes with the keyboard', async ({ page }) => {
    const item = page.locator('details').filter({ hasText: 'What is Optional Practical Training (OPT)?' });
    const summary = item.locator('summary');
    const answer = item.getByText(/24-month extension/);
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Space');
    await expect(answer).toBeVisible();
  });

  test('publishes the FAQ as FAQPage structured data', async ({ page }) => {
    await expectFaqMatchesStructuredData(page);
    const faq = await faqStructuredData(page);
    expect(faq.mainEntity!.map((q) => q.name)).toContain('What is Optional Practical Training (OPT)?');
  });
});

test.describe('/destinations/canada', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/destinations/canada');
  });

  test('has the sections of the spec with its figures', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study in Canada');
    await expect(sectionHeadings(page)).toHaveText([
      'Why study in Canada?',
      'Top universities in Canada',
      'Your pathway to permanent residency',
      'What it costs to study in Canada',
      'Frequently Asked Questions',
      'Ready to study in Canada?',
    ]);
    const why = page.getByRole('region', { name: 'Why study in Canada?' });
    await expect(why.getByRole('definition').filter({ hasText: '100+' })).toHaveText('100+');
    await expect(why.getByRole('term').filter({ hasText: 'institutions' })).toBeVisible();
  });

  test('shows its university cards linking real pages', async ({ page }) => {
    const universities = page.getByRole('region', { name: 'Top universities in Canada' });
    const cards = universities.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(listedIn('countryPage', 'canada').length);
    await expect(universities.getByRole('link', { name: 'University of Toronto' })).toHaveAttribute('href', '/universities/toronto');
    await expect(universities.getByRole('link', { name: "Queen's University" })).toHaveAttribute('href', '/universities/Queens');
    await expect(universities.getByRole('link', { name: /University of British Columbia/ })).toHaveAttribute('href', '/universities');
  });

  test('sets out the pathway to permanent residency with a 3-year work permit', async ({ page }) => {
    const pathway = page.getByRole('region', { name: 'Your pathway to permanent residency' });
    await expect(pathway).toContainText('post-graduation work permit of up to 3 years');
    const steps = page.getByRole('list', { name: 'Pathway to permanent residency in Canada' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(1)).toContainText('up to 3 years');
    await expect(steps.last()).toContainText('Become a permanent resident');
  });

  test('gives costs in Canadian dollars', async ({ page }) => {
    const table = page.getByRole('table', { name: 'Typical costs in Canada (CAD)' });
    const amounts = table.getByRole('row').filter({ has: page.getByRole('rowheader') }).locator('td').first();
    // One row per tuition kind, living costs, health insurance (where the sheet has it) and each fee.
    const sheet = sheets.find((s) => s.country === 'canada')!;
    await expect(table.getByRole('rowheader')).toHaveCount(sheet.tuition.length + 1 + (sheet.healthInsurance ? 1 : 0) + sheet.fees.length);
    await expect(amounts).toContainText('CAD');
    await expect(table.getByRole('row').filter({ hasText: 'Undergraduate tuition' })).toContainText('CAD 20,000-60,000');
    await expect(table.getByRole('row').filter({ hasText: 'Living costs' })).toContainText('CAD 15,000-22,000');
    await expect(table).not.toContainText('$');
  });

  test('has its FAQ, structured data and calls to action, and no link is broken', async ({ page }) => {
    await expectFaqMatchesStructuredData(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', consultation);
    await expect(main.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', consultation);
    await expect(main.getByRole('link', { name: 'Explore Other Destinations' })).toHaveAttribute('href', '/destinations');
    const hrefs = await expectInternalLinksResolve(page);
    expect(hrefs).toEqual(expect.arrayContaining([consultation, '/destinations', '/universities/toronto', '/universities/Queens', '/universities']));
    await expectExternalLinksOpenSafely(page);
    await expectOnlySiteWideIslands(page);
  });
});

const guides = [
  { path: '/destinations/uk', name: 'UK', inSentence: 'the UK', official: 'https://www.gov.uk/student-visa' },
  { path: '/destinations/australia', name: 'Australia', inSentence: 'Australia', official: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500' },
  { path: '/destinations/newzealand', name: 'New Zealand', inSentence: 'New Zealand', official: 'https://www.immigration.govt.nz/' },
];

for (const guide of guides) {
  test.describe(guide.path, () => {
    test('has its own title, description, canonical link, overview, contact call to action and footer', async ({ page }) => {
      await page.goto(guide.path);
      await expect(page).toHaveTitle(new RegExp(`^Study in ${guide.name} \\| `));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Study in ${guide.name}`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description!.length).toBeGreaterThanOrEqual(50);
      expect(description!.length).toBeLessThanOrEqual(160);
      expect(description).toContain(guide.name);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(guide.path);

      const overview = page.getByRole('region', { name: `Studying in ${guide.inSentence}` });
      await expect(overview.getByRole('listitem')).toHaveCount(4);
      await expect(overview.getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute('href', guide.official);

      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      await expect(main.getByRole('link', { name: 'Talk to a Counsellor' })).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
      expect(await expectInternalLinksResolve(page)).toEqual(expect.arrayContaining(['/contact', '/destinations']));
      await expectExternalLinksOpenSafely(page);
      await expectOnlySiteWideIslands(page);
    });

    test("offers the 'Stay Updated' newsletter with an e-mail field and Subscribe", async ({ page }) => {
      await page.goto(guide.path);
      const newsletter = page.getByRole('region', { name: 'Stay Updated' });
      await expect(newsletter.getByLabel('Email address')).toHaveAttribute('type', 'email');
      await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    });
  });
}

test.describe('newsletter on a short guide page', () => {
  test('checks the address, thanks the visitor locally and sends nothing', async ({ page }) => {
    await page.goto('/destinations/uk');
    await page.waitForLoadState('networkidle');
    const sent: string[] = [];
    page.on('request', (request) => {
      // Lazily loaded scripts are fine; anything posted, or any call off the site, is a send.
      if (request.method() !== 'GET' || !request.url().startsWith(new URL(page.url()).origin)) sent.push(`${request.method()} ${request.url()}`);
    });

    const newsletter: Locator = page.getByRole('region', { name: 'Stay Updated' });
    const email = newsletter.getByLabel('Email address');
    const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });
    const thanks = newsletter.getByText('Thank you for subscribing!');

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(thanks).toBeHidden();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    await email.fill('student@example.com');
    await subscribe.click();
    await expect(thanks).toBeVisible();
    await expect(newsletter.getByText("We'll keep you posted on studying in the UK.")).toBeVisible();
    await expect(email).toBeHidden();
    expect(await email.inputValue()).toBe('');
    await expect(page).toHaveURL(/\/destinations\/uk$/);
    expect(sent).toEqual([]);
  });
});

test.describe('/countries', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/countries');
  });

  test('has the USA and Canada sections, the comparison, other destinations and a call to action', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Countries We Support');
    await expect(sectionHeadings(page)).toHaveText(['USA', 'Canada', 'USA versus Canada', 'Other destinations', 'Find the country that fits your goals']);
    const usa = page.getByRole('region', { name: 'USA', exact: true });
    await expect(usa.getByRole('link', { name: 'Explore Study in USA' })).toHaveAttribute('href', '/destinations/usa');
    await expect(usa.getByRole('link', { name: /New York University/ })).toHaveAttribute('href', '/universities/NYU');
    await expect(usa).toContainText('5,300+');
    const canada = page.getByRole('region', { name: 'Canada', exact: true });
    await expect(canada.getByRole('link', { name: 'Explore Study in Canada' })).toHaveAttribute('href', '/destinations/canada');
    await expect(canada).toContainText('100+');
    const others = page.getByRole('region', { name: 'Other destinations' });
    await expect(others.getByRole('article')).toHaveCount(3);
    for (const name of ['Study in UK', 'Study in Australia', 'Study in New Zealand']) {
      await expect(others.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', consultation);
  });

  test('compares the USA and Canada in an accessible table', async ({ page }) => {
    const table = page.getByRole('table', { name: 'USA and Canada compared' });
    await expect(table.locator('caption')).toHaveText('USA and Canada compared');
    await expect(table.locator('thead th[scope="col"]')).toHaveText(['Aspect', 'USA', 'Canada']);
    const rowHeaders = table.locator('tbody th[scope="row"]');
    await expect(rowHeaders).toHaveCount(8);
    const row = (aspect: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: aspect }) }).getByRole('cell');
    await expect(row('Institutions')).toHaveText(['over 4,000', '100+']);
    await expect(row('Living costs per year')).toHaveText(['$10,000-$18,000', 'CAD 15,000-22,000']);
    await expect(row('Work during study').first()).toHaveText('20 hours a week on campus, full-time in breaks');
    await expect(row('Work after graduation').last()).toHaveText('Post-graduation work permit of up to 3 years');
  });

  test('is linked from /destinations and has no broken link', async ({ page }) => {
    const hrefs = await expectInternalLinksResolve(page);
    expect(hrefs).toEqual(expect.arrayContaining(['/destinations/usa', '/destinations/canada', '/destinations/uk', '/destinations', consultation]));
    await expectOnlySiteWideIslands(page);
    const sitemap = await page.request.get('/sitemap-0.xml');
    expect(await sitemap.text()).toContain('/countries</loc>');
  });
});

test.describe('accessibility', () => {
  for (const path of ['/destinations', '/destinations/usa', '/destinations/canada', '/destinations/uk', '/destinations/australia', '/destinations/newzealand', '/countries']) {
    test(`${path} has no WCAG A/AA violations axe can find`, async ({ page }) => {
      await page.goto(path);
      // Let entrance animations (the chat button fades in after 1 s) finish: axe measures contrast as painted.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished),
        ),
      );
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
