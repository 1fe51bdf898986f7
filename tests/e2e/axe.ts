import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

// axe-core's bundle, evaluated at most once per document: the builder evaluates its source in the
// page and then again in every frame, the page included, and each evaluation of the 0.5 MB bundle
// took 0.15-0.3 s here, a tenth to a fifth of checking a whole page.
const axeOncePerDocument = `if (!window.axe) {\n${axe.source}\n}`;

/**
 * axe-core's violations on the page, one line each (rule, impact, help, where), configured by
 * `scope` (rules, tags, the region to check).
 * - Only violations are gathered: the passes of every rule on a long page, serialised back to the
 *   test, took most of a run's time.
 * - `axe.run` in the page ("legacy mode") instead of a partial run per frame finished in a second,
 *   blank page: our pages embed no frame of their own, and a third party's frame is not ours to audit.
 * - The bundle is evaluated once per document (above).
 */
export async function axeViolations(page: Page, scope: (builder: AxeBuilder) => AxeBuilder = (b) => b): Promise<string[]> {
  const builder = scope(
    new AxeBuilder({ page, axeSource: axeOncePerDocument }).options({ resultTypes: ['violations'] }).setLegacyMode(true),
  );
  const { violations } = await builder.analyze();
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    return `axe [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×: ${nodes})`;
  });
}
