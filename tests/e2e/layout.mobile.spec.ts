import { expect, test, type Page } from '@playwright/test';
import { languages } from '../../src/config/languages';
import { mainNav } from '../../src/config/navigation';
import { shown, stringsOf } from './expected';
import { studyDocuments } from './planning-support';
import { formCode as code } from '../../src/lib/text/formCode';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { languageCodes } from '../../src/config/languages';

/** The header's words (src/content/strings/en/layout.json) and the menu's (navigation.json). */
const s = stringsOf('layout');
const navWords = stringsOf('navigation');
/** The header link to a path, named as the navigation strings name it ("About Us" for /about). */
const linkName = (path: string) => navWords[`main.${mainNav.find((link) => link.path === path)!.key}`];

test.describe('mobile menu (below the xl breakpoint)', () => {
  test('opens from the toggle and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: s['menu.open'] });
    const nav = page.getByRole('navigation', { name: s['nav.main'] });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await expect(nav).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: s['menu.close'] });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    // The menu's pages, and the same page in the other language, named in its own script.
    await expect(nav.getByRole('link')).toHaveCount(mainNav.length + 1);
    await expect(nav.getByRole('link', { name: languages.hi.name, exact: true })).toHaveAttribute('lang', 'hi');

    await nav.getByRole('link', { name: linkName('/about') }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: s['nav.main'] })).toBeHidden();
  });

  test('closes with Escape and returns focus to the toggle', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: s['menu.open'] }).click();
    await expect(page.getByRole('navigation', { name: s['nav.main'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: s['nav.main'] })).toBeHidden();
    await expect(page.getByRole('button', { name: s['menu.open'] })).toBeFocused();
  });

  test('closes when Tab leaves it, so the control focused next is not hidden beneath it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: s['menu.open'] });
    while (!(await toggle.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: s['nav.main'] });
    const links = menu.getByRole('link');
    await expect(links.first()).toBeVisible();
    for (let i = 0; i < (await links.count()); i++) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // What took focus is the control the visitor sees there, not the menu over it.
    const seen = await page.evaluate(() => {
      const focused = document.activeElement!;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return focused !== document.body && !!top && focused.contains(top);
    });
    expect(seen).toBe(true);
  });

  test('closes when a link to the current page is chosen', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: s['menu.open'] }).click();
    await page
      .getByRole('navigation', { name: s['nav.main'] })
      .getByRole('link', { name: linkName('/community') })
      .click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('button', { name: s['menu.open'] })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('codes such as F-1 and I-20', () => {
  const codesIn = (text: string) => text.match(new RegExp(code.source, 'gu'))?.length ?? 0;
  // The post that names the most of them, read from the blog's content.
  const post = [...shown().blog.posts].sort((a, b) => codesIn(b.body) - codesIn(a.body))[0]!;
  // The checklist is an island, which keeps its codes whole itself: its documents name some.
  const checklistText = studyDocuments.map((d) => [d.name, d.why, d.mistake].join(' ')).join(' ');

  /** Each code in the main region that lies across two lines while the region narrows from 240 to 420 px, as phones of every width would lay it out. */
  const codesAcrossLines = (page: Page) =>
    page.locator('main').evaluate((main, source) => {
      const pattern = new RegExp(source, 'gu');
      const found = new Set<string>();
      const texts: Text[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
      for (let width = 240; width <= 420; width += 2) {
        main.style.width = `${width}px`;
        for (const text of texts) {
          for (const match of text.data.matchAll(pattern)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) found.add(`${match[0]} at ${width} px`);
          }
        }
      }
      return [...found];
    }, code.source);

  for (const lang of languageCodes.codes) {
    test(`stay on one line in a post at every phone width (${lang})`, async ({ page }) => {
      expect(codesIn(post.body)).toBeGreaterThan(0);
      await page.goto(pathInLanguage(`/blog/${post.id}`, lang, languageCodes));
      expect(await codesAcrossLines(page)).toEqual([]);
    });

    test(`stay on one line in the documents checklist at every phone width (${lang})`, async ({ page }) => {
      expect(codesIn(checklistText)).toBeGreaterThan(0);
      await page.goto(pathInLanguage('/documents', lang, languageCodes));
      expect(await codesAcrossLines(page)).toEqual([]);
    });
  }
});
