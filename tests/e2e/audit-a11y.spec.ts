import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { devices, expect, test } from '@playwright/test';
import { auditedPages, label, perPageTimeout, scrollThrough, stubThirdParties } from './audit-support';

// Zero axe-core violations on every page the build emits (each route, the 404, every blog post and a
// sample of the identical coming-soon pages) under EVERY axe rule: WCAG A/AA/AAA, best practices and
// the experimental rules, which axe leaves off by default. Checked at a phone width and a desktop width,
// since the header, menus and grids change between the two.
const everyRule = axe.getRules().map((rule) => rule.ruleId);
const widths = [
  ['phone', devices['Pixel 7'].viewport],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [name, viewport] of widths) {
  test(`no axe-core violations on any page, every rule, at ${name} width (${viewport.width} px)`, async ({ page, baseURL }) => {
    const pages = auditedPages();
    // Every rule, contrast included, takes longer per page than the default allowance.
    test.setTimeout(perPageTimeout(pages.length, 45_000));
    await page.setViewportSize(viewport);
    await stubThirdParties(page, baseURL!);
    const problems: string[] = [];
    for (const sitePage of pages) {
      await page.goto(sitePage.path);
      // Scroll so lazy content and client:visible islands are in their final state when checked.
      await scrollThrough(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const { violations } = await new AxeBuilder({ page }).withRules(everyRule).analyze();
      for (const v of violations) {
        const where = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ');
        problems.push(`${label(sitePage)}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×: ${where})`);
      }
    }
    expect(problems, `Accessibility violations at ${viewport.width} px:\n${problems.join('\n')}`).toEqual([]);
  });
}
