import { expect, test, type Locator, type Page } from '@playwright/test';
import { readContent, storiesOn } from './content';
import { expectFigures } from './figures';

const consultation = '/contact?purpose=consultation';

async function openViewer(page: Page) {
  const viewer = page.getByRole('region', { name: 'Student success stories' });
  await viewer.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has([aria-label="Student success stories"])')).not.toHaveAttribute('ssr', '');
  return viewer;
}

/** The viewer's stories, in their order. */
const stories = storiesOn('about');
const count = stories.length;

async function expectStory(viewer: Locator, n: number) {
  const { name, universityName, programme, city, countryName, year, quote, achievement } = stories[n - 1]!;
  await expect(viewer.getByText(`${n} of ${count} stories`, { exact: true })).toBeVisible();
  const story = viewer.getByRole('group', { name: `${name}, ${n} of ${count}` });
  await expect(story).toBeVisible();
  await expect(story.getByRole('img', { name: `Portrait of ${name}` })).toBeVisible();
  await expect(story).toContainText(`${programme}, ${universityName}`);
  await expect(story).toContainText(`${city}, ${countryName}`);
  await expect(story).toContainText(String(year));
  await expect(story.locator('blockquote')).toHaveText(`“${quote}”`);
  await expect(story).toContainText(achievement!);
  await expect(viewer.getByRole('group')).toHaveCount(1);
}

test.describe('about page', () => {
  test('hero, title and consultation links', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/^About Us \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute(
      'href',
      consultation,
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute(
      'href',
      consultation,
    );
  });

  test('stats give the about readings of the figures', async ({ page }) => {
    await page.goto('/about');
    await expectFigures(page.getByRole('region', { name: 'Our record in numbers' }), [
      ['10+', 'Years of experience'],
      ['20+', 'Expert consultants'],
      ['10+', 'Countries covered'],
      ['3000+', 'Students placed'],
      ['98%', 'Visa success rate'],
      ['85%', 'Scholarship recipients'],
      ['100%', 'Student satisfaction'],
    ]);
  });

  test('mission, vision and the reasons to choose us', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Mission and Vision', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision', level: 3 })).toBeVisible();
    const reasons = page.getByRole('region', { name: 'Why Choose Us' });
    const titles = readContent<{ title: string; order: number }[]>('about-reasons/reasons.json')
      .sort((a, b) => a.order - b.order)
      .map((reason) => reason.title);
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText(titles);
  });

  test('the certifications, each with its monogram', async ({ page }) => {
    await page.goto('/about');
    const section = page.getByRole('region', { name: 'Our Certifications' });
    const names = readContent<{ name: string; order: number }[]>('certifications/certifications.json')
      .sort((a, b) => a.order - b.order)
      .map((certification) => certification.name);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(names);
    const logos = section.locator('img');
    await expect(logos).toHaveCount(names.length);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('success stories: counter, next and previous wrap around', async ({ page }) => {
    await page.goto('/about');
    const viewer = await openViewer(page);
    await expect(viewer).toHaveAttribute('aria-roledescription', 'carousel');
    await expectStory(viewer, 1);
    const next = viewer.getByRole('button', { name: 'Next story' });
    const previous = viewer.getByRole('button', { name: 'Previous story' });
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
    const viewer = page.getByRole('region', { name: 'Student success stories' });
    await expect(viewer.getByRole('group')).toHaveCount(count);
    for (const { name } of stories) await expect(viewer.getByText(name, { exact: true })).toBeVisible();
    await expect(viewer.getByRole('button')).toHaveCount(0);
    await context.close();
  });
});

test('no horizontal scroll from 320 px to 1920 px', async ({ page }) => {
  for (const width of [320, 768, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
