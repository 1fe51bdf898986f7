import { expect, test, type Locator, type Page } from '@playwright/test';
import { day, destinationOf, pageCopy, shown, stringsOf, type Shown } from './expected';
import { stubThirdParties } from './audit-support';
import { axeViolations } from './axe';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { levelName, type FigureWords } from '../../src/lib/finder/labels';
import { englishTestFacts, type StudyLevel } from '../../src/lib/universities/facts';
import { copyParts, fillIn } from '../../src/lib/text/placeholders';
import { shortlistKey } from '../../src/lib/shortlist/shortlist';

/**
 * The shortlist, as a visitor uses it: toggles on the finder's and the home grid's cards, the bar
 * that keeps the count across reloads and pages, the comparison table, and the hand-offs to
 * WhatsApp and the contact form. Expected values are the build's.
 */
type University = Shown['universities']['listed'][number];
const { rates } = shown();
const { listed, partners } = shown().universities;
/** The home grid's universities, in its order, as the comparison knows them. */
const home = shown().universities.home.map((card) => listed.find((u) => u.id === card.id)!);
const onlyOnHome = home.filter((u) => !partners.some((p) => p.id === u.id));
/** The finder's words and the shortlist's (src/content/strings/en/finder.json, shortlist.json): the bar, the comparison, the toggles. */
const f = stringsOf('finder');
const s = stringsOf('shortlist');

/** A text's words as a pattern source, each {name} in it standing for any text ("Add to shortlist: {name}" → "Add to shortlist: .+"). */
const anyFilling = (text: string) =>
  copyParts(text)
    .map((part) => ('text' in part ? escapeRegExp(part.text) : '.+'))
    .join('');

async function openFinder(page: Page) {
  await page.goto('/universities');
  // Hydration waits for the browser to be idle, which takes a while on a busy machine.
  await expect(page.locator('astro-island[component-url*="UniversityFinder"]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
}

const allGrid = (page: Page) => page.getByRole('region', { name: f.all });
const toggleName = (name: string) => fillIn(s['toggle.name'], { name });
const toggleIn = (scope: Page | Locator, name: string) => scope.getByRole('button', { name: toggleName(name), exact: true });
/** Any card's shortlist toggle, whichever university it is for. */
const anyToggle = new RegExp(`^${anyFilling(s['toggle.name'])}$`);
const bar = (page: Page) => page.getByRole('region', { name: s['bar.label'] });
const barToggle = (page: Page) => bar(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(s['bar.label'])}`) });
const compareButton = (page: Page) => bar(page).getByRole('button', { name: s['bar.compare'] });
const compareDialog = (page: Page) => page.getByRole('dialog', { name: s['compare.title'] });

/** The home grid's toggles hydrate when they scroll into view. */
async function homeToggle(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: toggleName(name), includeHidden: true });
  await toggle.scrollIntoViewIfNeeded();
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  return toggle;
}

async function shortlistOnFinder(page: Page, list: University[]) {
  for (const u of list) {
    await toggleIn(allGrid(page), u.name).click();
    await expect(toggleIn(allGrid(page), u.name)).toHaveAttribute('aria-pressed', 'true');
  }
}

/** A university as the hand-off messages name it: "Harvard University (USA)". */
const line = (u: University) => fillIn(s['message.university'], { name: u.name, country: u.country });
/** A study level's name as the comparison writes it ("Postgraduate"). */
const levelLabel = (level: string) => levelName(level as StudyLevel, s as FigureWords);
const monthYear = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

// Each test walks a whole visit (several pages, dozens of clicks or key presses).
test.describe.configure({ timeout: 90_000 });

test.describe('shortlist', () => {
  test('stays across a reload and a page change, on the finder and on the home grid, with no account', async ({ page }) => {
    await openFinder(page);
    await expect(bar(page)).toHaveCount(0); // nothing shortlisted, no bar
    const picked = partners.slice(0, 2);
    await shortlistOnFinder(page, picked);
    // A featured university's card in the Featured grid shows the same state.
    const featuredPick = picked.find((u) => u.featured);
    if (featuredPick) {
      await expect(toggleIn(page.getByRole('region', { name: f.featured }), featuredPick.name)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(barToggle(page)).toContainText(String(picked.length));

    await page.reload();
    await expect(barToggle(page)).toContainText(String(picked.length));
    for (const u of picked) await expect(toggleIn(allGrid(page), u.name)).toHaveAttribute('aria-pressed', 'true');

    // The home page: same count; its grid's toggles follow the shortlist and add to it.
    await page.goto('/');
    await expect(barToggle(page)).toContainText(String(picked.length));
    for (const u of home) {
      await expect(await homeToggle(page, u.name)).toHaveAttribute('aria-pressed', picked.some((p) => p.id === u.id) ? 'true' : 'false');
    }
    const extra = onlyOnHome[0] ?? home.find((u) => !picked.some((p) => p.id === u.id))!;
    await (await homeToggle(page, extra.name)).click();
    await expect(await homeToggle(page, extra.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(barToggle(page)).toContainText(String(picked.length + 1));

    await openFinder(page);
    await barToggle(page).click();
    await expect(barToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(bar(page).getByRole('listitem')).toHaveCount(picked.length + 1);
    await expect(bar(page).getByRole('listitem')).toContainText([...picked, extra].map((u) => `${u.name}, ${u.country}`));

    // Removing from the bar un-presses the card; the last removal hides the bar.
    await bar(page)
      .getByRole('button', { name: fillIn(s['bar.remove'], { name: picked[0]!.name }) })
      .click();
    await expect(toggleIn(allGrid(page), picked[0]!.name)).toHaveAttribute('aria-pressed', 'false');
    await bar(page).getByRole('button', { name: s['bar.clear'] }).click();
    await expect(bar(page)).toHaveCount(0);
    for (const u of picked) await expect(toggleIn(allGrid(page), u.name)).toHaveAttribute('aria-pressed', 'false');
  });

  test('Compare: a real table of up to four, names as column headers, one fact a row', async ({ page }) => {
    await openFinder(page);
    const picked = partners.slice(0, 5);
    await shortlistOnFinder(page, picked);
    await compareButton(page).click();
    const dialog = compareDialog(page);
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table');
    const shown = picked.slice(0, 4);
    await expect(table.getByRole('columnheader')).toHaveText(shown.map((u) => u.name));

    const row = (label: string | RegExp) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) })
        .getByRole('cell');
    await expect(row(s['row.country'])).toHaveText(shown.map((u) => fillIn(s['cell.place'], { country: u.country, region: u.region })));
    await expect(row(s['row.ranking'])).toHaveText(shown.map((u) => u.ranking));
    await expect(row(s['row.levels'])).toHaveText(shown.map((u) => u.levels.map(levelLabel).join(', ')));
    await expect(row(s['university.intakes'])).toHaveText(shown.map((u) => u.admissions.intakes.join(', ')));
    await expect(row(fillIn(s['row.english'], { test: englishTestFacts.ielts.name }))).toHaveText(
      shown.map((u) => (u.admissions.english.ielts === undefined ? s['cell.notListed'] : u.admissions.english.ielts.toFixed(1))),
    );
    await expect(row(fillIn(s['row.english'], { test: englishTestFacts.toefl.name }))).toHaveText(
      shown.map((u) => String(u.admissions.english.toefl ?? s['cell.notListed'])),
    );
    await expect(row(s['row.scholarship'])).toHaveText(shown.map((u) => u.scholarshipUpTo ?? s['cell.noneListed']));
    const rupeeDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(rates.asOf),
    );
    await expect(dialog.getByText(fillIn(s['compare.note'], { date: rupeeDay }))).toBeVisible();
    const inRupees = row(s['row.tuitionRupees']);
    await expect(inRupees).toHaveCount(shown.length);
    for (const [i, u] of shown.entries()) {
      const cells = row(s['university.tuition']).nth(i);
      await expect(cells).toContainText(u.admissions.tuition.min.toLocaleString('en-US'));
      await expect(cells).toContainText(u.admissions.tuition.max.toLocaleString('en-US'));
      // The lakh figure, rounded as the page rounds it, from the content's own rate.
      const lakh = (u.admissions.tuition.min * rates.rupeesPer[u.currency]!) / 1_00_000;
      await expect(inRupees.nth(i)).toContainText(`₹${Number(lakh.toFixed(2))} ${s['money.lakh']}`);
      await expect(row(s['university.applicationFee']).nth(i)).toContainText(u.admissions.applicationFee.toLocaleString('en-US'));
    }
    await expect(row(s['row.figures']).first()).toContainText(
      fillIn(s['university.checked'], { month: monthYear(shown[0]!.admissions.checked), year: shown[0]!.admissions.academicYear }),
    );

    // With five shortlisted, the visitor picks which four: the fifth waits until one is dropped.
    const choose = dialog.getByRole('group', { name: fillIn(s['compare.choose'], { count: shown.length }) });
    await expect(choose.getByRole('checkbox', { name: picked[4]!.name })).toBeDisabled();
    await choose.getByRole('checkbox', { name: picked[0]!.name }).uncheck();
    await choose.getByRole('checkbox', { name: picked[4]!.name }).check();
    await expect(table.getByRole('columnheader')).toHaveText([...picked.slice(1, 4), picked[4]!].map((u) => u.name));

    expect(await axeViolations(page, (axe) => axe.include('dialog'))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(compareButton(page)).toBeFocused();
  });

  test('Compare works from the home page, with universities that only the home grid lists', async ({ page }) => {
    await page.goto('/');
    for (const u of home) await (await homeToggle(page, u.name)).click();
    await compareButton(page).click();
    const table = compareDialog(page).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(home.slice(0, 4).map((u) => u.name));
  });

  test('Share on WhatsApp opens our chat with the shortlist’s names prefilled', async ({ page, context }) => {
    await openFinder(page);
    const picked = partners.slice(0, 2);
    await shortlistOnFinder(page, picked);
    await barToggle(page).click();
    const share = bar(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(s.shareOnWhatsApp!)}`) });
    const href = (await share.getAttribute('href'))!;
    // The same number as the site's own chat button.
    const chatHref = (await page
      .getByRole('link', { name: new RegExp(escapeRegExp(stringsOf('layout')['chat.label'])) })
      .getAttribute('href'))!;
    const number = new URL(chatHref).pathname;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe(`https://wa.me${number}`);
    const text = url.searchParams.get('text')!;
    for (const u of picked) expect(text).toContain(line(u));
    await expect(share).toHaveAttribute('target', '_blank');

    // Opening it reaches WhatsApp (stubbed here) with that address.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const [popup] = await Promise.all([page.waitForEvent('popup'), share.click()]);
    expect(popup.url()).toBe(href);
  });

  test('Discuss with a counsellor opens the consultation form with the shortlist at the start of the message', async ({
    page,
    baseURL,
  }) => {
    await stubThirdParties(page, baseURL!);
    await openFinder(page);
    const picked = partners.slice(0, 3);
    await shortlistOnFinder(page, picked);
    await barToggle(page).click();
    await bar(page).getByRole('link', { name: s['bar.discuss'] }).click();
    await expect(page).toHaveURL(/\/contact\?purpose=consultation$/);
    const message = page.getByRole('textbox', { name: stringsOf('contactForm')['field.message'] });
    await page.getByRole('heading', { name: pageCopy('contact').sections.getInTouch!.title }).scrollIntoViewIfNeeded();
    await message.scrollIntoViewIfNeeded();
    await expect(message).toBeEnabled();
    const summary = [fillIn(s['message.counsellor'], { count: picked.length }), ...picked.map((u) => `- ${line(u)}`)].join('\n');
    await expect(message).toHaveValue(new RegExp(`^${escapeRegExp(summary)}\\n\\n`));
  });

  test('works from the keyboard alone', async ({ page }) => {
    await openFinder(page);
    /** Presses Tab until the control has focus, as a keyboard user would. */
    const tabTo = async (control: Locator, max = 250) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        if (await control.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error('Tab never reached the control');
    };
    const target = partners.at(-1)!;
    const country = page.getByRole('group', { name: f['country.label'] }).getByRole('button', { name: target.country, exact: true });

    await tabTo(page.getByRole('searchbox', { name: f['search.label'] }));
    await page.keyboard.type(target.name.slice(0, 8));
    await tabTo(country);
    await page.keyboard.press('Enter');
    await expect(country).toHaveAttribute('aria-pressed', 'true');
    const toggle = toggleIn(page, target.name).first();
    await tabTo(toggle);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await tabTo(barToggle(page));
    await page.keyboard.press('Enter');
    await expect(barToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(barToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(barToggle(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(compareButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = compareDialog(page);
    await expect(dialog.getByRole('columnheader')).toHaveText([target.name]);
    await expect(dialog.getByRole('button', { name: s['compare.close'] })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(compareButton(page)).toBeFocused();
  });

  test('at 320 px the bar, its panel and the comparison fit without sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openFinder(page);
    await shortlistOnFinder(page, partners.slice(0, 4));
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideways()).toBe(true);
    await barToggle(page).click();
    await expect(bar(page).getByRole('link', { name: s['bar.discuss'] })).toBeVisible();
    expect(await noSideways()).toBe(true);
    const box = await bar(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await compareButton(page).click();
    const dialog = compareDialog(page);
    await expect(dialog.getByRole('columnheader')).toHaveCount(4);
    expect(await noSideways()).toBe(true);
    // The table scrolls inside its own region, which the keyboard can reach.
    const region = dialog.getByRole('region');
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });

  test('/universities.json lists every university a visitor can shortlist, with the dated rates', async ({ request }) => {
    const response = await request.get('/universities.json');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { rates: { asOf: string }; universities: { id: string; name: string }[] };
    expect(body.universities.map((u) => u.id).sort()).toEqual(listed.map((u) => u.id).sort());
    expect(body.rates.asOf).toBe(day(rates.asOf));
  });

  test('on a Hindi page the comparison writes each place and ranking in Hindi, as the cards do', async ({ page }) => {
    const hf = stringsOf('finder', 'hi');
    const hs = stringsOf('shortlist', 'hi');
    const picked = shown('hi').universities.partners.find((u) => u.id === partners[0]!.id)!;
    await page.goto('/hi/universities');
    await expect(page.locator('astro-island[component-url*="UniversityFinder"]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
    const toggle = page
      .getByRole('region', { name: hf.all })
      .getByRole('button', { name: fillIn(hs['toggle.name'], { name: picked.name }), exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('region', { name: hs['bar.label'] }).getByRole('button', { name: hs['bar.compare'] }).click();
    const table = page.getByRole('dialog', { name: hs['compare.title'] }).getByRole('table');
    const cellsOf = (row: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
        .getByRole('cell');
    await expect(cellsOf(hs['row.country'])).toHaveText([fillIn(hs['cell.place'], { country: picked.country, region: picked.region })]);
    await expect(cellsOf(hs['row.ranking'])).toHaveText([picked.ranking]);
  });
});

test.describe('one shortlist in both languages', () => {
  test('a university saved on an English page is named with its country in Hindi on a Hindi page, and in English again back on an English one', async ({
    page,
  }) => {
    const hs = stringsOf('shortlist', 'hi');
    const picked = partners[0]!;
    await openFinder(page);
    await shortlistOnFinder(page, [picked]);
    const listed = async (words: typeof s, country: string) => {
      const shortlistBar = page.getByRole('region', { name: words['bar.label'] });
      await shortlistBar.getByRole('button', { name: new RegExp(`^${escapeRegExp(words['bar.label'])}`) }).click();
      await expect(shortlistBar.getByRole('listitem')).toContainText([`${picked.name}, ${country}`]);
    };
    await page.goto('/hi/universities');
    await listed(hs, destinationOf(picked.countryId, 'hi').name);
    await page.goto('/universities');
    await listed(s, picked.country);
  });

  test('a shortlist saved before, with the country as a name, shows it as saved', async ({ page }) => {
    const picked = partners[0]!;
    await page.addInitScript(([key, item]) => localStorage.setItem(key, JSON.stringify([item])), [
      shortlistKey,
      { id: picked.id, name: picked.name, country: picked.country },
    ] as const);
    await page.goto('/hi/universities');
    const hs = stringsOf('shortlist', 'hi');
    const hindiBar = page.getByRole('region', { name: hs['bar.label'] });
    await hindiBar.getByRole('button', { name: new RegExp(`^${escapeRegExp(hs['bar.label'])}`) }).click();
    await expect(hindiBar.getByRole('listitem')).toContainText([`${picked.name}, ${picked.country}`]);
  });
});

test.describe('shortlist without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home grid and the finder show no toggles and no bar', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: pageCopy('home').sections.featuredUniversities!.title, exact: true });
    for (const u of home) await expect(grid.getByRole('link', { name: u.name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: anyToggle })).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
    await page.goto('/universities');
    await expect(page.getByRole('button', { name: anyToggle })).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
  });
});
