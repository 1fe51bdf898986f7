import { expect, test } from '@playwright/test';
import { countries, destinationField, openPlanner, plannerForm, wholeProgramme, words as w } from './cost-planner-support';

/** The planner on the narrowest phones (320 CSS px): nothing spills sideways, every control is reachable. */
test.use({ viewport: { width: 320, height: 640 } });

test('fits 320 px: the page never scrolls sideways, wide tables scroll inside their own region', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openPlanner(page);
  for (const country of countries) {
    await destinationField(plannerForm(page)).selectOption({ label: country.name });
    await expect(wholeProgramme(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), country.name).toBeLessThanOrEqual(320);
  }
  const schedule = page.getByRole('region', { name: w['schedule.title'] });
  await expect(schedule).toHaveAttribute('tabindex', '0');
  const box = await schedule.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);

  // Controls keep a comfortable touch size.
  for (const control of [
    destinationField(plannerForm(page)),
    plannerForm(page).getByRole('textbox', { name: w['field.savings'] }),
    page.getByRole('link', { name: w['actions.discuss'] }),
  ]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(errors).toEqual([]);
});

test('on a 360 px phone each repayment year is named on one line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPlanner(page);
  const years = page.getByRole('region', { name: w['schedule.title'] }).getByRole('rowheader');
  expect(await years.count()).toBeGreaterThan(1);
  // A name's text in more than one line box ("Year" above "1") reads as two cells.
  const lines = await years.evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return { name: cell.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
    }),
  );
  expect(lines.filter((cell) => cell.lines > 1)).toEqual([]);
});
