import { expect, test, type Page } from '@playwright/test';
import { shown } from './expected';
import { fill, hydrated, strings, studyDocuments } from './planning-support';

/**
 * My documents checklist as a family uses it: the papers for a destination and level, ticks that
 * stay on the device, and the full list without JavaScript. Expected values come from the content.
 */
const s = strings('documents');
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function open(page: Page, search = '') {
  await page.goto(`/documents${search}`);
  await hydrated(page, 'DocumentsChecklist');
}

test.describe('My documents checklist', () => {
  test('ticks survive a reload, and the progress counts them', async ({ page }) => {
    await open(page);
    const [first, second] = studyDocuments;
    await checkbox(page, first!.name).check();
    await checkbox(page, second!.name).check();
    await expect(page.getByRole('status')).toContainText(fill(s.progress!, { done: 2, total: studyDocuments.length }));
    await page.reload();
    await hydrated(page, 'DocumentsChecklist');
    await expect(checkbox(page, first!.name)).toBeChecked();
    await expect(checkbox(page, second!.name)).toBeChecked();
    await expect(checkbox(page, studyDocuments[2]!.name)).not.toBeChecked();
    await expect(page.getByRole('progressbar', { name: s['progress.label'] })).toHaveAttribute('value', '2');
  });

  test('lists a destination’s and a level’s papers, with why and the mistake to avoid, and keeps the choice in the address', async ({
    page,
  }) => {
    const specific = studyDocuments.find((d) => d.countries)!;
    const country = shown().destinations.find((d) => d.id === specific.countries![0])!;
    const elsewhere = studyDocuments.find((d) => d.countries && !d.countries.includes(country.id))!;
    await open(page);
    await page.getByRole('combobox', { name: s['country.label'] }).selectOption({ label: country.name });
    await expect(page).toHaveURL(new RegExp(`country=${country.id}`));
    await expect(checkbox(page, specific.name)).toBeVisible();
    await expect(checkbox(page, elsewhere.name)).toHaveCount(0);
    await expect(checkbox(page, specific.name)).toHaveAccessibleDescription(`${s.why}: ${specific.why} ${s.mistake}: ${specific.mistake}`);
    const expected = studyDocuments.filter((d) => !d.countries || d.countries.includes(country.id));
    await expect(page.getByRole('checkbox')).toHaveCount(expected.length);

    const levelOnly = studyDocuments.find((d) => d.levels && (!d.countries || d.countries.includes(country.id)))!;
    const other = levelOnly.levels![0] === 'Undergraduate' ? 'postgraduate' : 'undergraduate';
    await page.getByRole('combobox', { name: s['level.legend'] }).selectOption({ label: s[`level.${other}`]! });
    await expect(checkbox(page, levelOnly.name)).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists every document with why it is needed and the mistake to avoid', async ({ page }) => {
    await page.goto('/documents');
    await expect(page.getByText(s.noscript!)).toBeVisible();
    const main = page.getByRole('main');
    for (const d of studyDocuments) {
      await expect(main.getByText(d.name, { exact: true })).toBeVisible();
      await expect(main).toContainText(d.why);
      await expect(main).toContainText(d.mistake);
    }
  });
});
