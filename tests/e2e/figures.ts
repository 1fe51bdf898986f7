import { expect, type Locator } from '@playwright/test';

/**
 * The figures a region shows, in order: each label a term (dt), each value its definition (dd), so a
 * screen reader reads every number with what it counts.
 */
export async function expectFigures(region: Locator, figures: readonly (readonly [value: string, label: string])[]) {
  await expect(region.getByRole('term')).toHaveText(figures.map(([, label]) => label));
  await expect(region.getByRole('definition')).toHaveText(figures.map(([value]) => value));
}
