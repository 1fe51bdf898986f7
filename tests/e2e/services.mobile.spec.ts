import { expect, test } from '@playwright/test';
import { costSheetOf, shown, stringsOf } from './expected';
import { fillIn } from '../../src/lib/text/placeholders';
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
      const { accommodation } = costSheetOf('usa', lang);
      for (const kind of ['dorm', 'shared', 'studio'] as const) {
        const note = box.getByText(accommodation[kind].note, { exact: true }).filter({ visible: true });
        await expect(note, accommodation[kind].label).toBeVisible();
        const placed = (await note.boundingBox())!;
        expect(placed.x + placed.width, `${accommodation[kind].label}: its note ends past the box's edge`).toBeLessThanOrEqual(
          edge.x + edge.width,
        );
      }
    });
  }

  for (const lang of languageCodes.codes) {
    test(`${lang}: each course card's link leaves no word alone on a line and keeps its arrow after the last word`, async ({ page }) => {
      await page.goto(pathInLanguage('/services/language-training', lang, languageCodes));
      const explore = stringsOf('services', lang)['course.explore']!;
      for (const course of shown(lang).courses) {
        const link = page.getByRole('link', { name: fillIn(explore, { course: course.name }), exact: true });
        await link.scrollIntoViewIfNeeded();
        // Each word's line (by its top), and where the arrow sits against the last word.
        const { lines, lastLineWords, arrowGap, arrowOnLastLine } = await link.evaluate((a) => {
          // The words of every text in the link (a course's name may stand in an element of its own).
          const words: DOMRect[] = [];
          const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            for (const match of text.textContent!.matchAll(/[^\s\u00a0]+/g)) {
              const range = document.createRange();
              range.setStart(text, match.index);
              range.setEnd(text, match.index + match[0].length);
              words.push(range.getBoundingClientRect());
            }
          }
          const tops = [...new Set(words.map((word) => Math.round(word.top)))];
          const last = words.at(-1)!;
          const arrow = a.querySelector('svg')!.getBoundingClientRect();
          return {
            lines: tops.length,
            lastLineWords: words.filter((word) => Math.round(word.top) === tops.at(-1)).length,
            arrowGap: arrow.left - last.right,
            arrowOnLastLine: arrow.top < last.bottom && arrow.bottom > last.top,
          };
        });
        if (lines > 1) expect(lastLineWords, `${course.name}: words on the link's last line`).toBeGreaterThan(1);
        expect(arrowOnLastLine, `${course.name}: the arrow stands on the last word's line`).toBe(true);
        expect(arrowGap, `${course.name}: the arrow's distance from the last word`).toBeLessThanOrEqual(12);
      }
    });
  }
});
