import { expect, test, type Page } from '@playwright/test';

/** The finder is server-rendered; wait until React has taken it over before interacting. */
async function openFinder(page: Page, path = '/universities') {
  await page.goto(path);
  await expect(page.locator('astro-island[component-url*="UniversityFinder"]')).not.toHaveAttribute('ssr');
}

const featured = (page: Page) => page.getByRole('region', { name: 'Featured Partners' });
const all = (page: Page) => page.getByRole('region', { name: 'All Partner Universities' });
const names = (region: ReturnType<typeof all>) => region.getByRole('heading', { level: 3 });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search universities' });
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by country' }).getByRole('button', { name, exact: true });

test.describe('university finder', () => {
  test('lists all ten partners under All, four of them featured, with every card detail', async ({ page }) => {
    await openFinder(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Universities & Tie-Ups');
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    for (const country of ['USA', 'Canada', 'UK', 'Australia']) {
      await expect(filter(page, country)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(names(all(page))).toHaveCount(10);
    await expect(names(featured(page))).toHaveText([
      'Harvard University',
      'University of Toronto',
      'University of Oxford',
      'University of Melbourne',
    ]);
    await expect(page.getByRole('status')).toHaveText('Showing all 10 universities');

    const harvard = all(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Harvard University' }) });
    await expect(harvard.locator('svg text')).toHaveText('HU'); // our own crest monogram
    await expect(harvard).toContainText('USA, Massachusetts');
    await expect(harvard).toContainText('QS World #4 (2025)');
    await expect(harvard.getByRole('list', { name: 'Programs at Harvard University' }).getByRole('listitem')).toHaveText([
      'Business',
      'Law',
      'Medicine',
      'Public Policy',
      'Computer Science',
    ]);
    await expect(harvard).toContainText('Scholarship up to $50,000');
    await expect(harvard).toContainText('Admission rate 98%');
    // The spec's scholarship maxima, in order.
    await expect(all(page).getByText(/^Scholarship up to /)).toHaveText(
      ['$50,000', '$40,000', '£35,000', 'A$30,000', '$45,000', '$35,000', '£30,000', 'A$25,000', '$40,000', '$40,000'].map(
        (amount) => `Scholarship up to ${amount}`,
      ),
    );
    await expect(all(page).getByText(/^Admission rate/)).toHaveText(Array(10).fill('Admission rate 98%'));
  });

  test('the country filter narrows both grids and goes into the URL', async ({ page }) => {
    await openFinder(page);
    await filter(page, 'UK').click();
    await expect(filter(page, 'UK')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(names(all(page))).toHaveText(['University of Oxford', 'University of Cambridge']);
    await expect(names(featured(page))).toHaveText(['University of Oxford']);
    await expect(page.getByRole('status')).toHaveText('Showing 2 of 10 universities');
    await expect(page).toHaveURL(/\/universities\?country=UK$/);

    await filter(page, 'Canada').click();
    await expect(names(all(page))).toHaveText(['University of Toronto', 'University of British Columbia', 'McGill University']);
    await filter(page, 'All').click();
    await expect(names(all(page))).toHaveCount(10);
    await expect(page).toHaveURL(/\/universities$/);
  });

  test('search ignores case and matches the name, the country or any program', async ({ page }) => {
    await openFinder(page);
    await search(page).fill('OXFORD');
    await expect(names(all(page))).toHaveText(['University of Oxford']);
    await search(page).fill('australia');
    await expect(names(all(page))).toHaveText(['University of Melbourne', 'Australian National University']);
    await search(page).fill('computer science');
    await expect(names(all(page))).toHaveText([
      'Harvard University',
      'University of Toronto',
      'Stanford University',
      'University of British Columbia',
      'Australian National University',
      'Massachusetts Institute of Technology',
    ]);
    await expect(page).toHaveURL(/\?q=computer\+science$/);
    await search(page).fill('   ');
    await expect(names(all(page))).toHaveCount(10);
  });

  test('search and filter combine; the Featured grid hides when none of its entries match', async ({ page }) => {
    await openFinder(page);
    await search(page).fill('engineering');
    await filter(page, 'Canada').click();
    await expect(names(all(page))).toHaveText(['University of Toronto', 'McGill University']);
    await expect(names(featured(page))).toHaveText(['University of Toronto']);
    await expect(page).toHaveURL(/\?q=engineering&country=Canada$/);

    await search(page).fill('mcgill');
    await expect(names(all(page))).toHaveText(['McGill University']);
    await expect(page.getByRole('heading', { name: 'Featured Partners' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'All Partner Universities' })).toBeVisible();
  });

  test('no match shows the spec’s empty state, and one click brings every university back', async ({ page }) => {
    await openFinder(page);
    await search(page).fill('harvard');
    await filter(page, 'UK').click();
    await expect(page.getByText('No universities found', { exact: true })).toBeVisible();
    await expect(page.getByText('Please try a different search term or filter option.', { exact: true })).toBeVisible();
    await expect(names(all(page))).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Featured Partners' })).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('Showing 0 of 10 universities');

    await page.getByRole('button', { name: 'Show all universities' }).click();
    await expect(names(all(page))).toHaveCount(10);
    await expect(search(page)).toHaveValue('');
    await expect(page.getByText('No universities found')).toBeHidden();
  });

  test('a shared URL opens the same view, unknown countries are ignored, and Back walks the history', async ({ page }) => {
    await openFinder(page, '/universities?q=law&country=UK');
    await expect(search(page)).toHaveValue('law');
    await expect(filter(page, 'UK')).toHaveAttribute('aria-pressed', 'true');
    await expect(names(all(page))).toHaveText(['University of Oxford']);

    await openFinder(page, '/universities?country=France');
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(names(all(page))).toHaveCount(10);

    await openFinder(page);
    await filter(page, 'USA').click();
    await filter(page, 'Australia').click();
    await search(page).pressSequentially('mel');
    await expect(page).toHaveURL(/\?country=Australia&q=mel$/);
    await page.goBack(); // the whole typed word is one step
    await expect(page).toHaveURL(/\?country=Australia$/);
    await expect(search(page)).toHaveValue('');
    await expect(filter(page, 'Australia')).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(filter(page, 'USA')).toHaveAttribute('aria-pressed', 'true');
    await expect(names(all(page))).toHaveText(['Harvard University', 'Stanford University', 'Massachusetts Institute of Technology']);
    await page.goBack();
    await expect(page).toHaveURL(/\/universities$/);
    await expect(names(all(page))).toHaveCount(10);
    await page.goForward();
    await expect(filter(page, 'USA')).toHaveAttribute('aria-pressed', 'true');
  });

  test('values from the URL are only ever shown as text', async ({ page }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    const payload = '<img src=x onerror=alert(1)>';
    await openFinder(page, `/universities?q=${encodeURIComponent(payload)}&country=${encodeURIComponent('"><b>x</b>')}`);
    await expect(search(page)).toHaveValue(payload);
    await expect(page.getByText('No universities found', { exact: true })).toBeVisible();
    await expect(page.locator('main img[src="x"], main b:text-is("x")')).toHaveCount(0);
    expect(dialog).toBe(false);
  });

  test('scholarships, figures, success stories and calls to action', async ({ page }) => {
    await page.goto('/universities');
    const main = page.getByRole('main');
    for (const figure of ['100+', '90%+', '500+', '$10M+', '75%+']) {
      await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    const scholarships = page.getByRole('region', { name: 'Scholarships we help you win' });
    await expect(scholarships.getByRole('heading', { level: 3 })).toHaveText([
      'Merit-Based Scholarships',
      'Excellence Awards',
      'GPA-Based Scholarships',
    ]);
    for (const band of ['25-100%', 'up to 100%', '25-75%']) {
      await expect(scholarships.getByText(band, { exact: true })).toBeVisible();
    }
    await expect(scholarships).toContainText('$10M+');
    await expect(scholarships).toContainText('75%+');
    const stories = page.getByRole('region', { name: 'Where our students are now' });
    await expect(stories.getByRole('blockquote')).toHaveCount(3);
    await expect(stories.getByRole('img', { name: /^Portrait of / })).toHaveCount(3);
    await expect(main.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/contact?purpose=consultation');
    await expect(main.getByRole('link', { name: 'Browse Partner Universities' })).toHaveAttribute('href', '/universities');
  });

  test('every internal link on the page answers 200', async ({ page, request }) => {
    await page.goto('/universities');
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of new Set(hrefs)) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});

test.describe('university finder without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every university and card detail is in the page', async ({ page }) => {
    await page.goto('/universities');
    await expect(names(all(page))).toHaveCount(10);
    await expect(names(featured(page))).toHaveCount(4);
    await expect(all(page).getByText(/^Scholarship up to /)).toHaveCount(10);
    await expect(page.getByText('No universities found')).toHaveCount(0);
    // Controls that need JavaScript are shown disabled rather than doing nothing.
    await expect(search(page)).toBeDisabled();
    await expect(filter(page, 'USA')).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Scholarships we help you win' }).getByRole('heading', { level: 3 })).toHaveCount(3);
  });
});
