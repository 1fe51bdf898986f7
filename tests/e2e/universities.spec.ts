import { byName } from '../../src/lib/lists/order';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { destinationOf, pageCopy, shown, stringsOf, type Shown } from './expected';
import { mountAtScale, scale } from '../../support/finderAtScale';
import { levelName, type FigureWords } from '../../src/lib/finder/labels';
import { englishTestFacts, studyLevels, type StudyLevel } from '../../src/lib/universities/facts';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { fillIn, plural } from '../../src/lib/text/placeholders';
import { wordsPattern } from './words-pattern';

/**
 * The university finder, checked against the content it is built from: every expectation is
 * computed from the universities, destinations and exchange rates as the build gave them to the
 * page, so an editor's new university or changed figure keeps these tests meaningful.
 */
type University = Shown['universities']['partners'][number];
const { destinations, rates, scholarships } = shown();
const { figures } = shown().facts;
const partners = shown().universities.partners;
const featured = partners.filter((u) => u.featured);
const names = (list: University[]) => list.map((u) => u.name);
const total = partners.length;
/** The universities page's own words: its hero and section headings. */
const copy = pageCopy('universities');
/** The finder's words (src/content/strings/en/finder.json) and the shortlist toggle's (shortlist.json). */
const f = stringsOf('finder');
const s = stringsOf('shortlist');

/** A study level's name as the finder writes it ("Postgraduate"). */
const levelLabel = (level: string) => levelName(level as StudyLevel, f as FigureWords);
/** The English tests' names and the card's short names ("IELTS Academic", "IELTS"), written once in src/lib. */
const { ielts: ieltsTest, toefl: toeflTest, pte: pteTest } = englishTestFacts;

/**
 * The country buttons: each destination a partner university is in, in the destinations' order,
 * named as the destination is; its id is the button's value in the address (?country=uk).
 */
const partnerCountries = destinations.filter((d) => partners.some((u) => u.countryId === d.id)).map(({ id, name }) => ({ id, name }));

/** The finder is server-rendered; wait until React has taken it over before interacting. */
async function openFinder(page: Page, path = '/universities') {
  await page.goto(path);
  // Hydration waits for the browser to be idle, which takes a while on a busy machine.
  await expect(page.locator('astro-island[component-url*="UniversityFinder"]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
}

const featuredGrid = (page: Page) => page.getByRole('region', { name: f.featured });
const allGrid = (page: Page) => page.getByRole('region', { name: f.all });
const headings = (region: Locator) => region.getByRole('heading', { level: 3 });
const card = (region: Locator, name: string) =>
  region.getByRole('listitem').filter({ has: region.page().getByRole('heading', { level: 3, name, exact: true }) });
const search = (page: Page) => page.getByRole('searchbox', { name: f['search.label'] });
const countryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: f['country.label'] }).getByRole('button', { name, exact: true });
const status = (page: Page) => page.getByRole('status');
/** The count line for `shown` of `of` universities, its one/other form chosen as the finder chooses it. */
const summary = (shown: number, of = total) =>
  shown === of ? fillIn(f['results.all'], { count: of }) : plural(f, 'results.some', of, f.locale, { shown });
/** The name of a card's shortlist toggle, whichever university it is for. */
const anyToggle = new RegExp(`^${wordsPattern(s['toggle.name'], { name: '.+' })}$`);

/** Both grids show exactly these universities, in this order (the Featured grid its featured ones). */
async function expectShown(page: Page, expected: University[]) {
  await expect(headings(allGrid(page))).toHaveText(names(expected));
  const featuredShown = expected.filter((u) => u.featured);
  if (featuredShown.length) await expect(headings(featuredGrid(page))).toHaveText(names(featuredShown));
  else await expect(page.getByRole('heading', { name: f.featured })).toBeHidden();
  await expect(status(page)).toHaveText(summary(expected.length));
}

// Independent of the site's code: the plain product of the rate and the lowest tuition.
const rupeesFrom = (u: University) => u.admissions.tuition.min * rates.rupeesPer[u.currency];
const monthYear = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
const usd = (n: number) => n.toLocaleString('en-US');
const ielts = (n: number) => n.toFixed(1);

/** The value of a facet that narrows the partners the most while still matching some. */
function narrowest<T>(values: readonly T[], matches: (u: University, value: T) => boolean): T {
  const counted = values
    .map((value) => ({ value, count: partners.filter((u) => matches(u, value)).length }))
    .filter((c) => c.count > 0)
    .sort((a, b) => a.count - b.count);
  return counted[0]!.value;
}

test.describe('university finder', () => {
  // Several tests walk every facet or every card.
  test.describe.configure({ timeout: 60_000 });
  test('lists every partner under All and the featured ones under Featured, each with its figures', async ({ page }) => {
    await openFinder(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(countryButton(page, f['country.all'])).toHaveAttribute('aria-pressed', 'true');
    for (const country of partnerCountries) await expect(countryButton(page, country.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('group', { name: f['country.label'] }).getByRole('button')).toHaveText([
      f['country.all'],
      ...partnerCountries.map((c) => c.name),
    ]);
    await expectShown(page, partners);

    for (const u of partners) {
      const c = card(allGrid(page), u.name);
      await expect(c.locator('svg text')).toHaveText(u.crest.monogram); // our own crest, never a logo
      await expect(c.getByRole('list', { name: fillIn(f['university.programmesAt'], { name: u.name }) }).getByRole('listitem')).toHaveText(
        u.programmes,
      );
      // The rest is static once rendered: read each card once (as text content: cards off screen skip rendering).
      const text = (await c.textContent())!;
      expect(text).toContain(fillIn(f['card.place'], { country: u.country, region: u.region }));
      expect(text).toContain(u.ranking);
      if (u.scholarshipUpTo) expect(text).toContain(fillIn(f['card.scholarship'], { amount: u.scholarshipUpTo }));
      expect(text).toMatch(new RegExp(`${escapeRegExp(f['card.admissionRate'])}\\s*\\d+%`));
      expect(text).toContain(fillIn(f['university.checked'], { month: monthYear(u.admissions.checked), year: u.admissions.academicYear }));
      const [levels, tuition, intakes, english, fee] = await c.getByRole('definition').allTextContents();
      expect(levels).toBe(u.levels.map(levelLabel).join(', '));
      expect(tuition).toContain(usd(u.admissions.tuition.min));
      expect(tuition).toContain(usd(u.admissions.tuition.max));
      const [beforeRupees, afterRupees] = f['card.tuitionRupees'].split('{amount}');
      expect(tuition).toMatch(
        new RegExp(`${escapeRegExp(beforeRupees!)}₹[\\d.]+\\s${escapeRegExp(f['money.lakh'])}.*${escapeRegExp(afterRupees!)}$`),
      );
      expect(intakes).toBe(u.admissions.intakes.join(', '));
      if (u.admissions.english.ielts !== undefined)
        expect(english).toContain(`${ieltsTest.shortName} ${ielts(u.admissions.english.ielts)}`);
      if (u.admissions.english.toefl !== undefined) expect(english).toContain(`${toeflTest.shortName} ${u.admissions.english.toefl}`);
      expect(fee).toContain(u.admissions.applicationFee === 0 ? f['university.noFee'] : usd(u.admissions.applicationFee));
    }
    // Each term is set apart from its value ("Levels: Undergraduate"), by a colon the stylesheet adds.
    const term = card(allGrid(page), partners[0]!.name).getByRole('term').first();
    expect(await term.evaluate((dt) => getComputedStyle(dt, '::after').content)).toBe('": "');
    // The rates' date is stated wherever rupee amounts appear.
    const ratesDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(rates.asOf),
    );
    await expect(page.getByText(fillIn(f.note, { date: ratesDay }))).toBeVisible();
  });

  test('the country buttons narrow both grids and go into the URL', async ({ page }) => {
    await openFinder(page);
    for (const country of partnerCountries) {
      await countryButton(page, country.name).click();
      await expect(countryButton(page, country.name)).toHaveAttribute('aria-pressed', 'true');
      await expect(countryButton(page, f['country.all'])).toHaveAttribute('aria-pressed', 'false');
      await expectShown(
        page,
        partners.filter((u) => u.countryId === country.id),
      );
      await expect(page).toHaveURL(new RegExp(`/universities\\?country=${country.id}$`));
    }
    await countryButton(page, f['country.all']).click();
    await expectShown(page, partners);
    await expect(page).toHaveURL(/\/universities$/);
  });

  test('on the Hindi page each country button names its destination in Hindi and shows its universities', async ({ page }) => {
    const words = stringsOf('finder', 'hi');
    await openFinder(page, '/hi/universities');
    const group = page.getByRole('group', { name: words['country.label'] });
    const all = page.getByRole('region', { name: words.all });
    const countries = [...new Set(partners.map((u) => u.countryId))].map((id) => ({ id, name: destinationOf(id, 'hi').name }));
    // Every button but "all" names a partner country in Hindi.
    const named = (await group.getByRole('button').allInnerTexts()).slice(1).map((text) => text.trim());
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) {
      const id = countries.find((country) => country.name === name)?.id;
      expect(id, `a button named "${name}"`).toBeDefined();
      const button = group.getByRole('button', { name, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(headings(all)).toHaveText(names(partners.filter((u) => u.countryId === id)));
    }
  });

  test('search ignores case and matches the name, the country or any programme', async ({ page }) => {
    await openFinder(page);
    const first = partners[0]!;
    await search(page).fill(first.name.toUpperCase());
    await expectShown(
      page,
      partners.filter((u) => u.name.toLowerCase().includes(first.name.toLowerCase())),
    );

    const country = partners.at(-1)!.country;
    await search(page).fill(country.toLowerCase());
    const byCountry = partners.filter((u) =>
      [u.name, u.country, ...u.programmes].some((f) => f.toLowerCase().includes(country.toLowerCase())),
    );
    await expectShown(page, byCountry);

    const programme = narrowest([...new Set(partners.flatMap((u) => u.programmes))], (u, p) => u.programmes.includes(p));
    await search(page).fill(programme.toLowerCase());
    await expectShown(
      page,
      partners.filter((u) => [u.name, u.country, ...u.programmes].some((f) => f.toLowerCase().includes(programme.toLowerCase()))),
    );
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(programme.toLowerCase()).replace(/%20/g, '\\+')}$`));
    await search(page).fill('   ');
    await expectShown(page, partners);
  });

  test('each facet narrows the list as its data says, and combines with search and country', async ({ page }) => {
    await openFinder(page);
    const select = (label: string) => page.getByRole('combobox', { name: label, exact: true });

    for (const level of studyLevels) {
      await select(f['level.label']).selectOption({ label: levelLabel(level) });
      await expectShown(
        page,
        partners.filter((u) => u.levels.includes(level)),
      );
    }
    await select(f['level.label']).selectOption({ label: f['level.any'] });

    const subject = narrowest([...new Set(partners.flatMap((u) => u.subjects))], (u, s) => u.subjects.includes(s));
    await select(f['subject.label']).selectOption(subject);
    await expectShown(
      page,
      partners.filter((u) => u.subjects.includes(subject)),
    );
    await select(f['subject.label']).selectOption({ label: f['subjectArea.any'] });

    const intake = narrowest([...new Set(partners.flatMap((u) => u.admissions.intakes))], (u, m) => u.admissions.intakes.includes(m));
    await select(f['intake.label']).selectOption(intake);
    await expectShown(
      page,
      partners.filter((u) => u.admissions.intakes.includes(intake)),
    );
    await select(f['intake.label']).selectOption({ label: f['intake.any'] });

    // Budgets are offered in lakh rupees a year; each keeps the universities whose lowest tuition fits.
    const budgetLabel = new RegExp(wordsPattern(f['budget.upTo'], { lakh: '(\\d+)' }));
    const budgets = (await select(f['budget.label']).locator('option').allTextContents())
      .map((label) => Number(budgetLabel.exec(label)?.[1]))
      .filter((lakh) => lakh > 0);
    expect(budgets.length).toBeGreaterThan(2);
    const fits = (lakh: number) => partners.filter((u) => rupeesFrom(u) <= lakh * 1_00_000);
    const budget = narrowest(budgets, (u, lakh) => rupeesFrom(u) <= lakh * 1_00_000);
    await select(f['budget.label']).selectOption({ label: fillIn(f['budget.upTo'], { lakh: budget }) });
    await expectShown(page, fits(budget));
    await select(f['budget.label']).selectOption({ label: fillIn(f['budget.upTo'], { lakh: budgets[0]! }) });
    await expectShown(page, fits(budgets[0]!));
    await select(f['budget.label']).selectOption({ label: f['budget.any'] });

    await page.getByRole('checkbox', { name: f.scholarships }).check();
    await expectShown(
      page,
      partners.filter((u) => u.scholarshipUpTo),
    );

    // Everything at once: a facet, a country and a search word.
    const target = partners.filter((u) => u.scholarshipUpTo && u.subjects.includes(subject))[0] ?? partners[0]!;
    const country = target.country;
    const word = target.programmes[0]!.toLowerCase();
    await countryButton(page, country).click();
    await select(f['subject.label']).selectOption(subject);
    await search(page).fill(word);
    await expectShown(
      page,
      partners.filter(
        (u) =>
          u.scholarshipUpTo &&
          u.subjects.includes(subject) &&
          u.country === country &&
          [u.name, u.country, ...u.programmes].some((f) => f.toLowerCase().includes(word)),
      ),
    );
    await expect(page.getByRole('button', { name: f.clear })).toBeEnabled();
    await page.getByRole('button', { name: f.clear }).click();
    await expectShown(page, partners);
    await expect(search(page)).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: f.scholarships })).not.toBeChecked();
    await expect(page.getByRole('button', { name: f.clear })).toBeDisabled();
    await expect(page).toHaveURL(/\/universities$/);
  });

  test('the sort orders both grids by ranking, tuition or name', async ({ page }) => {
    await openFinder(page);
    const sortBy = page.getByRole('combobox', { name: f['sort.label'] });
    const stable = (by: (a: University, b: University) => number) =>
      [...partners].sort((a, b) => by(a, b) || partners.indexOf(a) - partners.indexOf(b));

    await sortBy.selectOption({ label: f['sort.ranking'] });
    await expectShown(
      page,
      stable((a, b) => a.rank - b.rank),
    );
    await expect(page).toHaveURL(/\?sort=ranking$/);

    await sortBy.selectOption({ label: f['sort.tuition'] });
    await expectShown(
      page,
      stable((a, b) => rupeesFrom(a) - rupeesFrom(b)),
    );

    await sortBy.selectOption({ label: f['sort.name'] });
    await expectShown(
      page,
      stable((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true })),
    );

    await sortBy.selectOption({ label: f['sort.recommended'] });
    await expectShown(page, partners);
    await expect(page).toHaveURL(/\/universities$/);
  });

  test('your English score: each card says whether it meets the minimum or by how much it falls short', async ({ page }) => {
    await openFinder(page);
    const withIelts = partners.filter((u) => u.admissions.english.ielts !== undefined);
    const minimums = [...new Set(withIelts.map((u) => u.admissions.english.ielts!))].sort((a, b) => a - b);
    // A score that some universities accept and (where the content allows) some do not.
    const score = minimums.length > 1 ? minimums[minimums.length - 2]! : minimums[0]!;
    const scoreBox = page.getByRole('textbox', { name: f['english.score'] });
    const testSelect = page.getByRole('combobox', { name: f['english.test'] });
    await expect(scoreBox).toBeDisabled(); // until a test is chosen
    await testSelect.selectOption({ label: ieltsTest.name });
    await scoreBox.fill(String(score));
    await expect(page).toHaveURL(new RegExp(`\\?test=ielts&score=${score}$`));

    for (const u of partners) {
      const minimum = u.admissions.english.ielts;
      const expected =
        minimum === undefined
          ? fillIn(f['verdict.unlisted'], { test: ieltsTest.name })
          : score >= minimum
            ? fillIn(f['verdict.meets'], { test: ieltsTest.name, min: ielts(minimum) })
            : fillIn(f['verdict.short'], { gap: ielts(minimum - score), test: ieltsTest.name, min: ielts(minimum) });
      await expect(card(allGrid(page), u.name)).toContainText(expected);
    }

    // A score off the test's scale is explained and checks nothing.
    await scoreBox.fill('9.7');
    await expect(scoreBox).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(fillIn(f['english.scale.steps'], { test: ieltsTest.name, min: 0, max: 9, step: 0.5 }))).toBeVisible();
    // No card says anything about the score (none of the three verdicts, whatever their figures).
    const anyVerdict = new RegExp(
      (['verdict.meets', 'verdict.short', 'verdict.unlisted'] as const)
        .map((key) => wordsPattern(f[key], { test: '.+', min: '.+', gap: '.+' }))
        .join('|'),
    );
    await expect(allGrid(page).getByText(anyVerdict)).toHaveCount(0);

    // TOEFL on its own scale.
    const toeflUni = partners.find((u) => u.admissions.english.toefl !== undefined)!;
    const toefl = toeflUni.admissions.english.toefl!;
    await testSelect.selectOption({ label: toeflTest.name });
    await scoreBox.fill(String(toefl - 3));
    await expect(card(allGrid(page), toeflUni.name)).toContainText(
      fillIn(f['verdict.short'], { gap: 3, test: toeflTest.name, min: toefl }),
    );

    // The score lives in the page and its URL only.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(String(toefl - 3));
  });

  test('every facet, the sort and the score survive a reload and open the same view from a shared URL', async ({ page, context }) => {
    await openFinder(page);
    const subject = narrowest([...new Set(partners.flatMap((u) => u.subjects))], (u, s) => u.subjects.includes(s));
    const intake = partners[0]!.admissions.intakes[0]!;
    await page.getByRole('combobox', { name: f['level.label'] }).selectOption({ label: levelLabel('Postgraduate') });
    await page.getByRole('combobox', { name: f['subject.label'] }).selectOption(subject);
    await page.getByRole('combobox', { name: f['intake.label'] }).selectOption(intake);
    await page
      .getByRole('combobox', { name: f['budget.label'] })
      .selectOption({ index: (await page.getByRole('combobox', { name: f['budget.label'] }).locator('option').count()) - 1 });
    await page.getByRole('checkbox', { name: f.scholarships }).check();
    await page.getByRole('combobox', { name: f['sort.label'] }).selectOption({ label: f['sort.name'] });
    await page.getByRole('combobox', { name: f['english.test'] }).selectOption({ label: pteTest.name });
    await page.getByRole('textbox', { name: f['english.score'] }).fill('65');
    await expect(page).toHaveURL(/test=pte&score=65/); // the address follows once typing pauses
    const url = page.url();
    const shown = await headings(allGrid(page)).allTextContents();
    expect(url).toContain('level=Postgraduate');
    expect(url).toContain(`subject=${encodeURIComponent(subject).replace(/%20/g, '+')}`);
    expect(url).toContain(`intake=${intake}`);
    expect(url).toMatch(/budget=\d+/);
    expect(url).toContain('scholarships=yes');
    expect(url).toContain('sort=name');
    expect(url).toContain('test=pte&score=65');

    const check = async (p: Page) => {
      await expect(p.getByRole('combobox', { name: f['level.label'] })).toHaveValue('Postgraduate');
      await expect(p.getByRole('combobox', { name: f['subject.label'] })).toHaveValue(subject);
      await expect(p.getByRole('combobox', { name: f['intake.label'] })).toHaveValue(intake);
      await expect(p.getByRole('checkbox', { name: f.scholarships })).toBeChecked();
      await expect(p.getByRole('combobox', { name: f['sort.label'] })).toHaveValue('name');
      await expect(p.getByRole('combobox', { name: f['english.test'] })).toHaveValue('pte');
      await expect(p.getByRole('textbox', { name: f['english.score'] })).toHaveValue('65');
      await expect(headings(allGrid(p))).toHaveText(shown);
    };
    await page.reload();
    await expect(page.locator('astro-island[component-url*="UniversityFinder"]')).not.toHaveAttribute('ssr');
    await check(page);
    const shared = await context.newPage();
    await openFinder(shared, url.replace(/^https?:\/\/[^/]+/, ''));
    await check(shared);
  });

  test('a shared URL with unknown values falls back to all, and Back walks the history', async ({ page }) => {
    await openFinder(page, '/universities?country=France&level=Diploma&sort=price&budget=7');
    await expect(countryButton(page, f['country.all'])).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: f['level.label'] })).toHaveValue('');
    await expectShown(page, partners);

    await openFinder(page);
    const [first, second] = [partnerCountries[0]!, partnerCountries.at(-1)!];
    await countryButton(page, first.name).click();
    await countryButton(page, second.name).click();
    await search(page).pressSequentially('mel');
    await expect(page).toHaveURL(new RegExp(`\\?country=${second.id}&q=mel$`));
    await page.goBack(); // the whole typed word is one step
    await expect(page).toHaveURL(new RegExp(`\\?country=${second.id}$`));
    await expect(search(page)).toHaveValue('');
    await page.goBack();
    await expect(countryButton(page, first.name)).toHaveAttribute('aria-pressed', 'true');
    await expectShown(
      page,
      partners.filter((u) => u.countryId === first.id),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/universities$/);
    await expectShown(page, partners);
    await page.goForward();
    await expect(countryButton(page, first.name)).toHaveAttribute('aria-pressed', 'true');
  });

  test('no match shows the empty state, and one click brings every university back', async ({ page }) => {
    await openFinder(page);
    await search(page).fill('no university is called this');
    await expect(page.getByText(f['empty.title'], { exact: true })).toBeVisible();
    await expect(page.getByText(f['empty.text'], { exact: true })).toBeVisible();
    await expect(headings(allGrid(page))).toHaveCount(0);
    await expect(page.getByRole('heading', { name: f.featured })).toBeHidden();
    await expect(status(page)).toHaveText(summary(0));

    await page.getByRole('button', { name: f['empty.showAll'] }).click();
    await expectShown(page, partners);
    await expect(search(page)).toHaveValue('');
    await expect(page.getByText(f['empty.title'])).toBeHidden();
  });

  /** The real finder bundle, fed generated universities (the partner list is far shorter than a page): its parts a test reads. */
  async function finderAtScale(page: Page) {
    await mountAtScale(page);
    const root = page.locator('#finder-at-scale');
    const grid = root.getByRole('region', { name: f.all });
    const more = grid.getByRole('button', { name: new RegExp(`^${wordsPattern(f.showMore, { count: '\\d+', remaining: '\\d+' })}$`) });
    return { root, grid, more, cards: headings(grid) };
  }

  test('a long list grows a page at a time, and a new search starts again from one page', async ({ page }) => {
    const { root, more, cards } = await finderAtScale(page);
    const first = await cards.count();
    expect(first).toBeLessThan(scale);
    await expect(more).toHaveText(fillIn(f.showMore, { count: Math.min(first, scale - first), remaining: scale - first }));
    await expect(root.getByRole('status')).toHaveText(summary(scale, scale));
    await more.click();
    await expect(cards).toHaveCount(2 * first);
    await root.getByRole('searchbox', { name: f['search.label'] }).fill('generated university 00');
    await expect(root.getByRole('status')).toHaveText(summary(100, scale));
    await expect(cards).toHaveCount(first);
  });

  test('clearing from the keyboard hands focus to the search box, from the status line and from the empty state', async ({ page }) => {
    await openFinder(page);
    for (const clear of [f.clear, f['empty.showAll']]) {
      await search(page).fill('no university is called this');
      await expect(status(page)).toHaveText(summary(0));
      await page.getByRole('button', { name: clear, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expectShown(page, partners);
      await expect(search(page)).toBeFocused();
    }
  });

  test('"Show more", pressed from the keyboard, hands focus to the first card it adds, the last time too', async ({ page }) => {
    const { root, grid, more, cards } = await finderAtScale(page);
    await root.getByRole('searchbox', { name: f['search.label'] }).fill('generated university 00');
    await expect(root.getByRole('status')).toHaveText(summary(100, scale));
    const onePage = await cards.count();
    expect(onePage).toBeLessThan(50);
    for (let shown = onePage; shown < 100; shown += onePage) {
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(cards).toHaveCount(Math.min(100, shown + onePage));
      const name = (await cards.nth(shown).textContent())!.trim();
      await expect(grid.getByRole('button', { name: fillIn(s['toggle.name'], { name }) })).toBeFocused();
    }
    await expect(more).toHaveCount(0);
  });

  test('values from the URL are only ever shown as text', async ({ page }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    const payload = '<img src=x onerror=alert(1)>';
    await openFinder(
      page,
      `/universities?q=${encodeURIComponent(payload)}&country=${encodeURIComponent('"><b>x</b>')}&score=${encodeURIComponent(payload)}&test=ielts`,
    );
    await expect(search(page)).toHaveValue(payload);
    await expect(page.getByRole('textbox', { name: f['english.score'] })).toHaveValue('');
    await expect(page.getByText(f['empty.title'], { exact: true })).toBeVisible();
    await expect(page.locator('main img[src="x"], main b:text-is("x")')).toHaveCount(0);
    expect(dialog).toBe(false);
  });

  test('scholarships, figures, success stories and calls to action', async ({ page }) => {
    await page.goto('/universities');
    const main = page.getByRole('main');
    for (const figure of [
      figures.partnerUniversities.universitiesPage,
      figures.admissionSuccess,
      figures.topUniversityAdmissions,
      figures.scholarshipsSecured,
      figures.scholarshipRecipients.universitiesPage,
    ]) {
      await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    const section = page.getByRole('region', { name: copy.sections.scholarships!.title, exact: true });
    // The partner universities' own awards, each leading to its card in the scholarship finder.
    const awards = scholarships.filter((s) => s.funderType === 'university').sort((a, b) => byName(a.name, b.name));
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(awards.map((s) => s.name));
    for (const award of awards) {
      await expect(section.getByRole('link', { name: new RegExp(`${escapeRegExp(award.name)}$`) })).toHaveAttribute(
        'href',
        `/scholarships#${award.id}`,
      );
    }
    await expect(section).toContainText(figures.scholarshipsSecured);
    await expect(section).toContainText(figures.scholarshipRecipients.universitiesPage);
    const stories = page.getByRole('region', { name: copy.sections.successStories!.title, exact: true });
    await expect(stories.getByRole('blockquote')).toHaveCount(shown().stories.universitiesPage.length);
    for (const story of shown().stories.universitiesPage) await expect(stories).toContainText(story.name);
    await expect(main.getByRole('link', { name: stringsOf('navigation')['action.bookConsultation'] })).toHaveAttribute(
      'href',
      '/contact?purpose=consultation',
    );
    await expect(main.getByRole('link', { name: copy.word('browse') })).toHaveAttribute('href', '/universities');
  });
});

test.describe('university finder without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every university is in the page with its figures; the controls that need script are hidden', async ({ page }) => {
    await page.goto('/universities');
    await expect(headings(allGrid(page))).toHaveText(names(partners));
    await expect(headings(featuredGrid(page))).toHaveText(names(featured));
    for (const u of partners) {
      const c = card(allGrid(page), u.name);
      await expect(c).toContainText(usd(u.admissions.tuition.min));
      await expect(c).toContainText(
        fillIn(f['university.checked'], { month: monthYear(u.admissions.checked), year: u.admissions.academicYear }),
      );
      if (u.scholarshipUpTo) await expect(c).toContainText(fillIn(f['card.scholarship'], { amount: u.scholarshipUpTo }));
    }
    await expect(page.getByText(f['empty.title'])).toHaveCount(0);
    await expect(search(page)).toBeHidden();
    await expect(page.getByRole('group', { name: f['country.label'] })).toBeHidden();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: f.clear })).toBeHidden();
    await expect(page.getByRole('button', { name: anyToggle })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: copy.sections.scholarships!.title, exact: true }).getByRole('heading', { level: 3 }),
    ).toHaveCount(scholarships.filter((s) => s.funderType === 'university').length);
  });
});
