import { expect, test } from '@playwright/test';
import { pageCopy, shown } from './expected';
import { countries } from './cost-planner-support';

/** The way in to the planning tools: the pages that link them, and the sitemap. */

// Each test visits several pages.
test.describe.configure({ timeout: 90_000 });
const tools = (['chances', 'timeline', 'documents'] as const).map((id) => ({
  path: `/${id}`,
  title: pageCopy(id).hero.title,
}));

test('the home page, the service pages, the universities page and the cost planner link each tool', async ({ page }) => {
  for (const path of ['/', ...shown().services.map((service) => service.link), '/universities', '/cost-planner']) {
    await page.goto(path);
    for (const tool of tools)
      await expect(page.getByRole('main').getByRole('link', { name: tool.title, exact: true }), `${path} → ${tool.path}`).toHaveAttribute(
        'href',
        tool.path,
      );
  }
});

test('each destination page links each tool, opening on that destination', async ({ page }) => {
  for (const country of countries) {
    await page.goto(country.path);
    const main = page.getByRole('main');
    const [chances, timeline, documents] = tools;
    await expect(main.getByRole('link', { name: chances!.title, exact: true })).toHaveAttribute('href', `/chances?countries=${country.id}`);
    await expect(main.getByRole('link', { name: timeline!.title, exact: true })).toHaveAttribute('href', `/timeline?country=${country.id}`);
    await expect(main.getByRole('link', { name: documents!.title, exact: true })).toHaveAttribute(
      'href',
      `/documents?country=${country.id}`,
    );
  }
});

test('each tool links the other two, and all three are in the sitemap', async ({ page, request }) => {
  for (const tool of tools) {
    await page.goto(tool.path);
    for (const other of tools.filter((t) => t !== tool))
      await expect(page.getByRole('main').getByRole('link', { name: other.title, exact: true })).toHaveAttribute('href', other.path);
  }
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const pages = (await Promise.all(sitemaps.map(async (path) => (await request.get(path)).text()))).join('');
  for (const tool of tools) expect(pages).toMatch(new RegExp(`<loc>https?://[^<]+${tool.path}</loc>`));
});
