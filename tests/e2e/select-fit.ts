import { expect, type Locator } from '@playwright/test';

/**
 * The options of a select that, once chosen, it shows cut off (the browser's own width for the
 * chosen option, by `field-sizing: content`, against the select's width). Leaves the first chosen.
 */
export async function optionsCutOff(select: Locator): Promise<string[]> {
  const names = await select.locator('option').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  const cut: string[] = [];
  for (const name of names) {
    await select.selectOption({ label: name });
    const short = await select.evaluate((el: HTMLSelectElement) => {
      const shown = el.getBoundingClientRect().width;
      el.style.setProperty('field-sizing', 'content');
      el.style.width = 'auto';
      const needed = el.getBoundingClientRect().width;
      el.style.removeProperty('field-sizing');
      el.style.width = '';
      return needed > shown + 0.5;
    });
    if (short) cut.push(name);
  }
  await select.selectOption({ label: names[0]! });
  return cut;
}
