import { expect, test, type Page } from '@playwright/test';

async function openCommunity(page: Page) {
  await page.goto('/community');
  const island = page.locator('astro-island[component-url*="CommunityTabs"]');
  await expect(island).not.toHaveAttribute('ssr');
}

const upcomingTab = (page: Page) => page.getByRole('tab', { name: 'Upcoming Events' });
const pastTab = (page: Page) => page.getByRole('tab', { name: 'Past Recordings' });
const registerLinks = (page: Page) => page.getByRole('link', { name: /^Register for / });
const watchLinks = (page: Page) => page.getByRole('link', { name: /^Watch / });

test.describe('community page', () => {
  test('shows benefits, events and mentorship sections', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student Community & Events');
    await expect(page.getByRole('region', { name: 'Benefits of our student community' }).getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Learn live, or catch up later' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Talk to a student who has been there' })).toBeVisible();
  });

  test('Upcoming Events is the default tab, with every event’s details and registration link', async ({ page }) => {
    await openCommunity(page);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(upcomingTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(pastTab(page)).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel', { name: 'Upcoming Events' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Past Recordings' })).toBeHidden();

    await expect(registerLinks(page)).toHaveCount(4);
    for (const id of ['1', '2', '3', '4']) {
      await expect(panel.locator(`a[href="/events/register/${id}"]`)).toHaveText('Register');
    }
    const first = panel.getByRole('listitem').filter({ hasText: 'Fall 2027 Applications' });
    await expect(first).toContainText('Webinar');
    await expect(first).toContainText('Featured');
    await expect(first).toContainText('Sat, December 5, 2026');
    await expect(first).toContainText('6:30 PM IST');
    await expect(first).toContainText('Priya Raman');
    await expect(first).toContainText('Senior Admissions Counsellor');
    await expect(first.locator('img')).toHaveAttribute('src', /\.(webp|avif)/);
    await expect(panel.getByText('Featured', { exact: true })).toHaveCount(1);
    await expect(panel.getByRole('link', { name: 'View all events' })).toHaveAttribute('href', '/events/all');
    await expect(watchLinks(page)).toHaveCount(0); // the other panel is hidden
  });

  test('Past Recordings shows each recording with its watch link, by mouse', async ({ page }) => {
    await openCommunity(page);
    await pastTab(page).click();
    await expect(pastTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(upcomingTab(page)).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel', { name: 'Past Recordings' });
    await expect(panel).toBeVisible();
    await expect(registerLinks(page)).toHaveCount(0);
    await expect(watchLinks(page)).toHaveCount(4);
    const ielts = panel.getByRole('listitem').filter({ hasText: 'IELTS or TOEFL' });
    await expect(ielts).toContainText('Webinar');
    await expect(ielts).toContainText('Sat, September 26, 2026');
    await expect(ielts).toContainText('2,315 views');
    await expect(ielts.getByRole('link', { name: 'Watch IELTS or TOEFL: Choosing Your English Test' })).toHaveAttribute(
      'href',
      '/webinars/ielts-or-toefl',
    );
    await expect(panel.getByRole('link', { name: 'View all webinars' })).toHaveAttribute('href', '/webinars/all');
    await upcomingTab(page).click();
    await expect(registerLinks(page)).toHaveCount(4);
  });

  test('tabs work from the keyboard with a roving tab stop', async ({ page }) => {
    await openCommunity(page);
    await expect(upcomingTab(page)).toHaveAttribute('tabindex', '0');
    await expect(pastTab(page)).toHaveAttribute('tabindex', '-1');
    await upcomingTab(page).focus();

    await page.keyboard.press('ArrowRight');
    await expect(pastTab(page)).toBeFocused();
    await expect(pastTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(pastTab(page)).toHaveAttribute('tabindex', '0');
    await expect(upcomingTab(page)).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel', { name: 'Past Recordings' })).toBeVisible();

    await page.keyboard.press('ArrowRight'); // wraps
    await expect(upcomingTab(page)).toBeFocused();
    await expect(upcomingTab(page)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft'); // wraps back
    await expect(pastTab(page)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(upcomingTab(page)).toBeFocused();
    await expect(upcomingTab(page)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(pastTab(page)).toBeFocused();
    await expect(pastTab(page)).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Past Recordings' })).toBeFocused();
  });

  test('mentors with university, program, expertise, availability and their links', async ({ page }) => {
    await page.goto('/community');
    const section = page.getByRole('region', { name: 'Talk to a student who has been there' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(4);
    const kavya = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kavya Menon' }) });
    await expect(kavya).toContainText('University of Toronto');
    await expect(kavya).toContainText('MASc in Electrical Engineering');
    await expect(kavya.getByRole('list', { name: "Kavya Menon's expertise" }).getByRole('listitem')).toHaveCount(3);
    await expect(kavya).toContainText('3 slots this month');
    await expect(kavya.getByRole('img', { name: 'Portrait of Kavya Menon' })).toBeVisible();
    await expect(kavya.getByRole('link', { name: 'View Profile: Kavya Menon' })).toHaveAttribute('href', '/mentors/kavya-menon');
    await expect(section.getByRole('link', { name: 'Meet All Mentors' })).toHaveAttribute('href', '/mentors');
    await expect(section.getByRole('link', { name: 'Apply for Mentorship' })).toHaveAttribute('href', '/mentorship/apply');
  });

  test('every internal link answers 200, and entry pages are titled from their entry', async ({ page, request }) => {
    await page.goto('/community');
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const unique = [...new Set(hrefs)];
    for (const path of ['/events/all', '/webinars/all', '/mentors', '/mentorship/apply']) expect(unique).toContain(path);
    for (const href of unique) {
      expect((await request.get(href)).status(), href).toBe(200);
    }

    await page.goto('/events/register/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register: Fall 2027 Applications: Your Timeline, Month by Month');
    await expect(page.getByText('Coming very soon')).toBeVisible();
    await page.goto('/webinars/ielts-or-toefl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IELTS or TOEFL: Choosing Your English Test');
    await page.goto('/mentors/meera-joshi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meera Joshi');
    await expect(page).toHaveTitle(/^Meera Joshi \| /);
  });
});

test.describe('community page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both panels are in the page and visible, one after the other', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { name: 'Upcoming Events', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Past Recordings', level: 3 })).toBeVisible();
    await expect(registerLinks(page)).toHaveCount(4);
    await expect(watchLinks(page)).toHaveCount(4);
    for (const link of await registerLinks(page).all()) await expect(link).toBeVisible();
    for (const link of await watchLinks(page).all()) await expect(link).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
  });
});
