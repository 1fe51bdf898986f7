import { expect, test, type Locator, type Page } from '@playwright/test';
import { day, destinationOf, pageCopy, shown, stringsOf, titleOf, type Shown } from './expected';
import { expectFigures } from './figures';
import { expectOnlySiteWideIslands } from './site-wide-islands';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { fillIn } from '../../src/lib/text/placeholders';
import { rangeJoin } from '../../src/lib/money/range';
import { brand } from '../../src/config/site';
import { languageCodes, languages, langCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { englishLang } from '../../src/lib/i18n/script';

/**
 * The destination pages: /destinations, the five country pages and 'Countries We Support'
 * (/countries). Every heading, figure, step, university and cost is the build's, as the pages were
 * given it; which sections a page has, in what order, is the page's own design and is
 * named here. Links, FAQs, structured data and accessibility are checked for every page by
 * faqs.spec.ts and the whole-site audits.
 */

const consultation = '/contact?purpose=consultation';
/**
 * The words the destination pages share (src/content/strings/en/): the destination pages' own
 * (destinations.json), the calls to action (navigation.json), the cost tables (costs.json), the
 * numbered steps and FAQ heading (common.json), the sign-up form (forms.json) and the footer (layout.json).
 */
const d = stringsOf('destinations');
const nav = stringsOf('navigation');
const costs = stringsOf('costs');
const common = stringsOf('common');
const forms = stringsOf('forms');
type Destination = Shown['destinations'][number];
const { destinations } = shown();
const { figures } = shown().facts;
const usa = destinationOf('usa');
const canada = destinationOf('canada');
/** The destinations with a full page of their own (the others have a short guide). */
const fullGuides = destinations.filter((d) => d.statistics.length > 0);
const shortGuides = destinations.filter((d) => d.statistics.length === 0);

/** The headings of the page's sections (h2), in order. */
const sectionHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A numbered journey: the content's steps in order, each announced as "Step n: title" with its description. */
async function expectSteps(list: Locator, steps: { title: string; description: string }[]) {
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(steps.length);
  for (const [i, step] of steps.entries()) {
    await expect(items.nth(i).getByRole('heading')).toHaveText(`${fillIn(common.step!, { number: i + 1 })} ${step.title}`);
    await expect(items.nth(i)).toContainText(step.description);
  }
}

/** A country's cost table's name: "Typical costs in the USA (USD)". */
const costCaption = (country: Destination) => fillIn(costs['table.caption']!, { country: country.inSentence, currency: country.currency });

type CostRow = Destination['costRows'][number];

/** A cost row's name as the table states it ("Undergraduate tuition", "Living costs", a fee's label). */
function costItem(row: CostRow): string {
  if (row.kind === 'tuition') return fillIn(costs['row.tuition']!, { label: row.label ?? '' });
  return row.kind === 'living' ? costs['row.living']! : (row.label ?? '');
}

/** A cost row's period as the table states it ("per year", "one-off"). */
const costPeriod = (row: CostRow) => costs[row.period === 'year' ? 'period.year' : 'period.once']!;

/** A country's cost table: one row per row of its cost sheet, each amount in the country's currency. */
async function expectCostTable(page: Page, country: Destination) {
  const table = page.getByRole('table', { name: costCaption(country) });
  await expect(table.getByRole('columnheader')).toHaveText([costs['table.cost']!, costs['table.amount']!, costs['table.covers']!]);
  const rows = country.costRows;
  await expect(table.getByRole('rowheader')).toHaveCount(rows.length);
  for (const row of rows) {
    const cells = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: costItem(row), exact: true }) })
      .getByRole('cell');
    await expect(cells.first()).toHaveText(new RegExp(`^${escapeRegExp(row.amount.join(rangeJoin))}\\s*${costPeriod(row)}$`));
  }
}

/** The country page's universities: one card per university its destination lists, linking its page. */
async function expectUniversities(section: Locator, countryId: string) {
  const listed = destinationOf(countryId).universities;
  const cards = section.getByRole('listitem').filter({ has: section.page().getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(listed.length);
  for (const [i, u] of listed.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('link', { name: u.name, exact: true })).toHaveAttribute('href', u.link);
    await expect(card).toContainText(u.type);
    await expect(card).toContainText(u.location);
    await expect(card).toContainText(u.globalRanking);
    await expect(card).toContainText(u.notableFor);
  }
}

test.describe('/destinations', () => {
  const copy = pageCopy('destinations');

  test('shows every destination as a card with its headline figures and page', async ({ page }) => {
    await page.goto('/destinations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    const cards = region(page, copy.sections.destinations!.title).getByRole('article');
    await expect(cards).toHaveCount(destinations.length);
    for (const [i, destination] of destinations.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('link', { name: destination.title, exact: true })).toHaveAttribute('href', destination.path);
      await expect(card).toContainText(destination.summary);
      await expectFigures(
        card,
        destination.headline.map(({ value, label }) => [value, label] as const),
      );
    }
  });

  test('links the countries page and a consultation', async ({ page }) => {
    await page.goto('/destinations');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: copy.word('countries') })).toHaveAttribute('href', '/countries');
    await expect(region(page, copy.sections.compare!.title).getByRole('link', { name: copy.word('compare') })).toHaveAttribute(
      'href',
      '/countries',
    );
    await expect(main.getByRole('link', { name: nav['action.consultation'] })).toHaveAttribute('href', consultation);
    await expect(main).toContainText(copy.closing!.text);
    await expectOnlySiteWideIslands(page);
  });

  test('the card is clickable as a whole and leads to its country', async ({ page }) => {
    const destination = destinations.at(-1)!;
    await page.goto('/destinations');
    // A click anywhere on the card, here its middle (the figures), follows the card's one link.
    await page.getByRole('main').getByRole('article').filter({ hasText: destination.title }).click();
    await expect(page).toHaveURL(new RegExp(`${destination.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(destination.title);
  });
});

test.describe('/destinations/usa', () => {
  const { copy } = usa;
  const countryWord = (name: string) => copy.words[name]!;
  const section = (name: string) => copy.sections[name]!;

  test.beforeEach(async ({ page }) => {
    await page.goto('/destinations/usa');
  });

  test('has every section of its page, in order, under its headings', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(usa.title);
    await expect(sectionHeadings(page)).toHaveText([
      ...['why', 'education', 'universities', 'application', 'costs', 'visa', 'studentLife', 'successStories'].map(
        (name) => section(name).title,
      ),
      common.faq!,
      copy.closing.title,
    ]);
    for (const name of ['why', 'education', 'universities', 'application', 'costs', 'visa', 'studentLife', 'successStories']) {
      if (section(name).lead) await expect(region(page, section(name).title)).toContainText(section(name).lead!);
    }
    const onThisPage = page.getByRole('navigation', { name: d.onThisPage });
    await onThisPage.getByRole('link', { name: countryWord('onThisPage.costs') }).click();
    await expect(page).toHaveURL(/#costs$/);
    await expect(page.getByRole('heading', { name: section('costs').title })).toBeInViewport();
  });

  test('shows its figures and its highlights', async ({ page }) => {
    await expectFigures(
      region(page, section('why').title),
      usa.statistics.map(({ value, label }) => [value, label] as const),
    );
    for (const [name, topic] of [
      ['why', 'why'],
      ['education', 'education'],
      ['visa', 'visa'],
      ['studentLife', 'life'],
    ] as const) {
      const titles = usa.highlights[topic].map((h) => h.title);
      await expect(region(page, section(name).title).getByRole('heading', { level: 3 })).toHaveText(titles);
    }
    await expect(region(page, section('visa').title)).toContainText(figures.visaSuccess.usa);
  });

  test('links its top universities and the full list', async ({ page }) => {
    const universities = region(page, section('universities').title);
    await expectUniversities(universities, 'usa');
    await expect(universities.getByRole('link', { name: countryWord('moreUniversities') })).toHaveAttribute('href', '/universities/usa');
  });

  test('lists the application process', async ({ page }) => {
    await expectSteps(page.getByRole('list', { name: countryWord('applicationSteps') }), usa.steps.application);
  });

  test('gives its costs in USD from its cost sheet, and financial aid', async ({ page }) => {
    await expectCostTable(page, usa);
    const costsSection = region(page, section('costs').title);
    await expect(costsSection.getByRole('heading', { name: countryWord('financialAid.title'), level: 3 })).toBeVisible();
    await expect(costsSection).toContainText(countryWord('financialAid.text'));
    await expect(costsSection.getByRole('heading', { level: 4 })).toHaveText(usa.highlights.aid.map((h) => h.title));
  });

  test('links visa support and the official visa page', async ({ page }) => {
    const visa = region(page, section('visa').title);
    await expect(visa.getByRole('link', { name: countryWord('visaSuccess.link') })).toHaveAttribute('href', '/services/visa-support');
    const official = visa.getByRole('link', { name: new RegExp(escapeRegExp(usa.officialInfo.label)) });
    await expect(official).toHaveAttribute('href', usa.officialInfo.url);
    await expect(official).toHaveAttribute('target', '_blank');
  });

  test('has every call to action', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: nav['action.consultation'] })).toHaveAttribute('href', consultation);
    await expect(main.getByRole('link', { name: nav['action.bookConsultation'] })).toHaveAttribute('href', consultation);
    await expect(main.getByRole('link', { name: countryWord('visaSupport'), exact: true })).toHaveAttribute(
      'href',
      '/services/visa-support',
    );
    await expect(main.getByRole('link', { name: d['page.explore'] })).toHaveAttribute('href', '/destinations');
    await expect(main.getByRole('link', { name: countryWord('successStories.link') })).toHaveAttribute('href', '/success-stories');
    await expect(main).toContainText(copy.closing.text);
    await expectOnlySiteWideIslands(page);
  });
});

test.describe('/destinations/canada', () => {
  const { copy } = canada;
  const countryWord = (name: string) => copy.words[name]!;
  const section = (name: string) => copy.sections[name]!;

  test.beforeEach(async ({ page }) => {
    await page.goto('/destinations/canada');
  });

  test('has the sections of its page with its figures', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(canada.title);
    await expect(sectionHeadings(page)).toHaveText([
      ...['why', 'universities', 'permanentResidency', 'costs'].map((name) => section(name).title),
      common.faq!,
      copy.closing.title,
    ]);
    await expectFigures(
      region(page, section('why').title),
      canada.statistics.map(({ value, label }) => [value, label] as const),
    );
  });

  test('shows its university cards linking their pages', async ({ page }) => {
    const universities = region(page, section('universities').title);
    await expectUniversities(universities, 'canada');
    await expect(universities.getByRole('link', { name: countryWord('moreUniversities') })).toHaveAttribute('href', '/universities');
  });

  test('sets out the pathway to permanent residency', async ({ page }) => {
    const pathway = region(page, section('permanentResidency').title);
    if (section('permanentResidency').lead) await expect(pathway).toContainText(section('permanentResidency').lead!);
    await expectSteps(page.getByRole('list', { name: countryWord('residencySteps') }), canada.steps.residency);
    await expect(pathway.getByRole('link', { name: new RegExp(escapeRegExp(canada.officialInfo.label)) })).toHaveAttribute(
      'href',
      canada.officialInfo.url,
    );
  });

  test('gives its costs in Canadian dollars from its cost sheet', async ({ page }) => {
    await expectCostTable(page, canada);
    await expect(page.getByRole('table', { name: costCaption(canada) })).not.toContainText('$');
  });

  test('has its calls to action', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: nav['action.consultation'] })).toHaveAttribute('href', consultation);
    await expect(main.getByRole('link', { name: nav['action.bookConsultation'] })).toHaveAttribute('href', consultation);
    await expect(main.getByRole('link', { name: d['page.explore'] })).toHaveAttribute('href', '/destinations');
    await expectOnlySiteWideIslands(page);
  });
});

for (const guide of shortGuides) {
  test.describe(guide.path, () => {
    const { copy } = guide;

    test('has its own title, description, canonical link, overview, costs, contact call to action and footer', async ({ page }) => {
      await page.goto(guide.path);
      await expect(page).toHaveTitle(titleOf(guide.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', guide.description);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(guide.path);

      const overview = region(page, copy.sections.overview!.title);
      await expect(overview.getByRole('listitem')).toHaveCount(guide.highlights.overview.length);
      await expect(overview.getByRole('link', { name: `${guide.officialInfo.label} ${d.newTab}`, exact: true })).toHaveAttribute(
        'href',
        guide.officialInfo.url,
      );
      await expectCostTable(page, guide);

      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: nav['action.contact'] })).toHaveAttribute('href', '/contact');
      await expect(main.getByRole('link', { name: d['guide.talk'] })).toHaveAttribute('href', '/contact');
      await expect(main).toContainText(copy.closing.title);
      await expect(page.getByRole('contentinfo')).toContainText(
        fillIn(stringsOf('layout')['footer.copyright']!, { year: new Date().getFullYear(), brand: brand.name }),
      );
      await expectOnlySiteWideIslands(page);
    });

    test("offers the 'Stay Updated' newsletter with an e-mail field and Subscribe", async ({ page }) => {
      await page.goto(guide.path);
      const newsletter = page.getByRole('region', { name: d['newsletter.title'] });
      await expect(newsletter.getByLabel(forms['email.label']!)).toHaveAttribute('type', 'email');
      await expect(newsletter.getByRole('button', { name: forms.subscribe })).toBeVisible();
    });
  });
}

test.describe('newsletter on a short guide page', () => {
  test('checks the address, thanks the visitor locally and sends nothing', async ({ page }) => {
    const guide = shortGuides[0]!;
    await page.goto(guide.path);
    await page.waitForLoadState('networkidle');
    const sent: string[] = [];
    page.on('request', (request) => {
      // Lazily loaded scripts are fine; anything posted, or any call off the site, is a send.
      if (request.method() !== 'GET' || !request.url().startsWith(new URL(page.url()).origin))
        sent.push(`${request.method()} ${request.url()}`);
    });

    const newsletter: Locator = page.getByRole('region', { name: d['newsletter.title'] });
    const email = newsletter.getByLabel(forms['email.label']!);
    const subscribe = newsletter.getByRole('button', { name: forms.subscribe });
    const thanks = newsletter.getByText(forms.thanks!);

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(thanks).toBeHidden();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    await email.fill('student@example.com');
    await subscribe.click();
    await expect(thanks).toBeVisible();
    await expect(newsletter.getByText(fillIn(d['newsletter.thanks']!, { country: guide.inSentence }))).toBeVisible();
    await expect(email).toBeHidden();
    expect(await email.inputValue()).toBe('');
    await expect(page).toHaveURL(new RegExp(`${guide.path}$`));
    expect(sent).toEqual([]);
  });
});

test.describe('/countries', () => {
  const copy = pageCopy('countries');

  test.beforeEach(async ({ page }) => {
    await page.goto('/countries');
  });

  test('has a section per full guide, the comparison, other destinations and a call to action', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(sectionHeadings(page)).toHaveText([
      ...fullGuides.map((d) => d.name),
      copy.sections.comparison!.title,
      copy.sections.otherDestinations!.title,
      copy.closing!.title,
    ]);
    for (const country of fullGuides) {
      const spotlight = page.getByRole('region', { name: country.name, exact: true });
      await expect(spotlight.getByRole('link', { name: fillIn(d['spotlight.explore']!, { page: country.title }) })).toHaveAttribute(
        'href',
        country.path,
      );
      await expectFigures(
        spotlight,
        country.headline.map(({ value, label }) => [value, label] as const),
      );
      const listed = country.universities;
      await expect(spotlight.getByRole('listitem')).toHaveCount(listed.length);
      for (const u of listed)
        await expect(spotlight.getByRole('link', { name: new RegExp(escapeRegExp(u.name)) })).toHaveAttribute('href', u.link);
    }
    const others = region(page, copy.sections.otherDestinations!.title);
    await expect(others.getByRole('article')).toHaveCount(destinations.length - fullGuides.length);
    for (const d of destinations.filter((d) => !fullGuides.includes(d))) {
      await expect(others.getByRole('link', { name: d.title })).toHaveAttribute('href', d.path);
    }
    await expect(page.getByRole('main').getByRole('link', { name: nav['action.bookConsultation'] })).toHaveAttribute('href', consultation);
    await expectOnlySiteWideIslands(page);
  });

  test('compares the USA and Canada in an accessible table', async ({ page }) => {
    const caption = fillIn(d['comparison.caption']!, { first: usa.name, second: canada.name });
    const table = page.getByRole('table', { name: caption });
    await expect(table.locator('caption')).toHaveText(caption);
    await expect(table.locator('thead th[scope="col"]')).toHaveText([d['comparison.aspect']!, usa.name, canada.name]);
    const comparisonRows = shown().comparison;
    await expect(table.locator('tbody th[scope="row"]')).toHaveText(comparisonRows.map((row) => row.aspect));
    for (const row of comparisonRows) {
      await expect(
        table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: row.aspect, exact: true }) })
          .getByRole('cell'),
      ).toHaveText([row.usa, row.canada]);
    }
  });
});

/**
 * Each country page, in every language, shows its work rules as its work-rights file gives them
 * (every highlight that names one, its figure written as the language writes numbers), and once,
 * beside the official visa link, where they were checked and when: the day as Intl writes it in the
 * page's language and the government page, opening in a new tab.
 */
for (const lang of langCodes) {
  for (const country of destinations) {
    const path = pathInLanguage(country.path, lang, languageCodes);

    test(`${path} shows its work rules, their source and the day they were checked`, async ({ page }) => {
      const rules = destinationOf(country.id, lang).workRights;
      const checked = day(rules.checked);
      const words = stringsOf('destinations', lang);
      const { locale } = languages[lang];
      await page.goto(path);
      const main = page.getByRole('main');
      for (const highlight of rules.highlights) {
        if (highlight.fact) await expect(main).toContainText(highlight.fact);
        await expect(main).toContainText(highlight.description);
      }

      const source = `${rules.source} ${words.newTab}`;
      const line = main.locator('p').filter({ has: page.locator(`time[datetime="${checked}"]`) });
      const link = line.getByRole('link', { name: source, exact: true });
      await expect(link).toHaveAttribute('href', rules.sourceUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      if (englishLang(rules.source, locale)) await expect(link.getByText(rules.source, { exact: true })).toHaveAttribute('lang', 'en');
      const date = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        numberingSystem: 'latn',
      }).format(new Date(checked));
      await expect(line).toHaveText(fillIn(words['workRules.checked']!, { date, source }));
    });
  }
}
