import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { auditedPages, label, perPageTimeout, scrollThrough, stubThirdParties } from './audit-support';

// Zero axe-core violations (WCAG 2.0/2.1/2.2 A and AA, plus best practices) on every page the build
// emits: each route, the 404, every blog post and a sample of the identical coming-soon pages.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

test('no axe-core violations on any page', async ({ page, baseURL }) => {
  const pages = auditedPages();
  test.setTimeout(perPageTimeout(pages.length));
  await stubThirdParties(page, baseURL!);
  const problems: string[] = [];
  for (const sitePage of pages) {
    await page.goto(sitePage.path);
    // Scroll so lazy content and client:visible islands are in their final state when checked.
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
    for (const v of violations) {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ');
      problems.push(`${label(sitePage)}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×: ${where})`);
    }
  }
  expect(problems, `Accessibility violations:\n${problems.join('\n')}`).toEqual([]);
});
