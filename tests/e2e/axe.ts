import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's violations on the page, one line each (rule, impact, help, where), configured by
 * `scope` (rules, tags, the region to check).
 * - Only violations are gathered: the passes of every rule on a long page, serialised back to the
 *   test, took most of a run's time.
 * - `axe.run` in the page ("legacy mode") instead of a partial run per frame finished in a second,
 *   blank page: our pages embed no frame of their own, and a third party's frame is not ours to audit.
 */
export async function axeViolations(page: Page, scope: (builder: AxeBuilder) => AxeBuilder = (b) => b): Promise<string[]> {
  const builder = scope(new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true));
  const { violations } = await builder.analyze();
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    return `axe [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×: ${nodes})`;
  });
}
