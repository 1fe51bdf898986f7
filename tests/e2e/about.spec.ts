import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageCopy, shown, stringsOf, titleOf } from './expected';
import { expectFigures } from './figures';
import { fillIn } from '../../src/lib/text/placeholders';

const consultation = '/contact?purpose=consultation';
/** The about page's own words: its hero, section headings and closing. */
const copy = pageCopy('about');
const section = (name: string) => copy.sections[name]!;
/** The story viewer's words (src/content/strings/en/stories.json). */
const s = stringsOf('stories');
/** The calls to action (src/content/strings/en/navigation.json). */
const nav = stringsOf('navigation');

const viewerOf = (page: Page) => page.getByRole('region', { name: s['viewer.label'] });

async function openViewer(page: Page) {
  const viewer = viewerOf(page);
  await viewer.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island').filter({ has: viewer })).not.toHaveAttribute('ssr', '');
  return viewer;
}

/** The viewer's stories, in their order. */
const stories = shown().stories.about;
const { aboutReasons, certifications } = shown();
const count = stories.length;

async function expectStory(viewer: Locator, n: number) {
  const { name, university, programme, city, country, year, quote, achievement } = stories[n - 1]!;
  await expect(viewer.getByText(fillIn(s['viewer.counter']!, { position: n, count }), { exact: true })).toBeVisible();
  const story = viewer.getByRole('group', { name: fillIn(s['viewer.slide']!, { name, position: n, count }) });
  await expect(story).toBeVisible();
  await expect(story.getByRole('img', { name: fillIn(s.portrait!, { name }) })).toBeVisible();
  await expect(story).toContainText(fillIn(s.role!, { programme, university }));
  await expect(story).toContainText(fillIn(s.place!, { city, country }));
  await expect(story).toContainText(String(year));
  await expect(story.locator('blockquote')).toHaveText(`“${quote}”`);
  await expect(story).toContainText(achievement!);
  await expect(viewer.getByRole('group')).toHaveCount(1);
}

test.describe('about page', () => {
  test('hero, title and consultation links', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(titleOf('/about'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(page.getByRole('main').getByRole('link', { name: nav['action.consultation'] })).toHaveAttribute('href', consultation);
    await expect(page.getByRole('main').getByRole('link', { name: nav['action.bookConsultation'] })).toHaveAttribute('href', consultation);
  });

  test('stats give the about readings of the figures', async ({ page }) => {
    await page.goto('/about');
    // The figures the page's copy names ("{figures.studentsPlaced.about}"), filled in, with their labels.
    await expectFigures(
      page.getByRole('region', { name: stringsOf('common').record }),
      copy.figures('stats').map(({ value, label }) => [value, label] as const),
    );
  });

  test('mission, vision and the reasons to choose us', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: section('missionVision').title, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: copy.word('mission.title'), level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: copy.word('vision.title'), level: 3 })).toBeVisible();
    const reasons = page.getByRole('region', { name: section('whyChooseUs').title, exact: true });
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText(aboutReasons.map((reason) => reason.title));
  });

  test('the certifications, each with its monogram', async ({ page }) => {
    await page.goto('/about');
    const grid = page.getByRole('region', { name: section('certifications').title, exact: true });
    const names = certifications.map((certification) => certification.name);
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(names);
    const logos = grid.locator('img');
    await expect(logos).toHaveCount(names.length);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('success stories: counter, next and previous wrap around', async ({ page }) => {
    await page.goto('/about');
    // The section's lead counts the stories in words ("Four of the students …").
    const { title, lead } = section('successStories');
    if (lead) await expect(page.getByRole('region', { name: title, exact: true }).first()).toContainText(lead);
    const viewer = await openViewer(page);
    await expect(viewer).toHaveAttribute('aria-roledescription', s.roleCarousel!);
    await expectStory(viewer, 1);
    const next = viewer.getByRole('button', { name: s['viewer.next'] });
    const previous = viewer.getByRole('button', { name: s['viewer.previous'] });
    await previous.click();
    await expectStory(viewer, count);
    await next.click();
    await expectStory(viewer, 1);
    for (let n = 2; n <= count; n++) {
      await next.click();
      await expectStory(viewer, n);
    }
    await next.click();
    await expectStory(viewer, 1);
  });

  test('without JavaScript every story is shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    const viewer = viewerOf(page);
    await expect(viewer.getByRole('group')).toHaveCount(count);
    for (const { name } of stories) await expect(viewer.getByText(name, { exact: true })).toBeVisible();
    await expect(viewer.getByRole('button')).toHaveCount(0);
    await context.close();
  });
});
