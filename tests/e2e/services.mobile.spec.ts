import { expect, test } from '@playwright/test';
import { sheetOf, stringsOf } from './content';
import { languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';

test.describe('on a 360 px phone', () => {
  // Narrower than the project's own phone: the width most of our visitors' phones have.
  test.use({ viewport: { width: 360, height: 740 } });

  for (const lang of languageCodes.codes) {
    test(`${lang}: the housing cost table shows every rent and its note inside its box`, async ({ page }) => {
      await page.goto(pathInLanguage('/services/accommodation', lang, languageCodes));
      // The USA sheet's monthly rents, in the scrolling box named by the services' words.
      const box = page.getByRole('region', { name: stringsOf('services', lang)['housing.label'], exact: true });
      await box.scrollIntoViewIfNeeded();
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), 'the table is wider than its box').toBeLessThanOrEqual(0);
      const edge = (await box.boundingBox())!;
      const { accommodation } = sheetOf('usa', lang);
      for (const kind of ['dorm', 'shared', 'studio'] as const) {
        const note = box.getByText(accommodation[kind].note, { exact: true }).filter({ visible: true });
        await expect(note, accommodation[kind].label).toBeVisible();
        const shown = (await note.boundingBox())!;
        expect(shown.x + shown.width, `${accommodation[kind].label}: its note ends past the box's edge`).toBeLessThanOrEqual(edge.x + edge.width);
      }
    });
  }
});
