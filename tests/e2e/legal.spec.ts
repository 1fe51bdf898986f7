import { expect, test } from '@playwright/test';
import { languageCodes, languages, policyDateLocale } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { shown, stringsOf, type Lang } from './expected';

/**
 * The policies, each in each language, as their files write them (src/content/legal/, a translation
 * in legal/<lang>/) and the build shows them: what a visitor needs to find their way in a policy, whatever its words. Its
 * heading and date from its file, a contents list that leads to each of its sections in order, the
 * way home, the other policies and Contact Us. The words of a policy are its editors'; no test pins them.
 */

const langs = Object.keys(languages) as Lang[];
/** A page's address in a language. */
const inLang = (path: string, lang: Lang) => pathInLanguage(path, lang, languageCodes);

for (const lang of langs) {
  const s = stringsOf('legal', lang);
  // In the editors' order, ties by title; each from its translation where there is one, else in English.
  const written = shown(lang).policies.map((policy) => ({ ...policy, lastUpdated: new Date(policy.lastUpdated) }));

  test(`the ${lang} policies are the legal folder's files`, () => {
    expect(written.length).toBeGreaterThan(1);
  });

  for (const policy of written) {
    const path = inLang(policy.path, lang);

    test(`${path}: its heading and date from its file, contents leading to every section, home, the other policies and Contact Us`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);

      // "Last Updated: April 10, 2025": the file's date, as the policies write it in the page's language.
      const date = policy.lastUpdated.toLocaleDateString(policyDateLocale(lang), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      const updated = page.getByText(s.lastUpdated!).locator('time');
      await expect(updated).toHaveText(date);
      await expect(updated).toHaveAttribute('datetime', policy.lastUpdated.toISOString().slice(0, 10));

      const breadcrumb = page.getByRole('navigation', { name: s.breadcrumb });
      await expect(breadcrumb.getByRole('link', { name: s.home })).toHaveAttribute('href', inLang('/', lang));
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(policy.title);

      // Its sections are the file's, in order, each a heading with an address of its own; the contents list (a policy of
      // more than one section has one) names each and leads to it.
      const text = page.getByRole('article');
      const sections = text.getByRole('heading', { level: 2 });
      await expect(sections).toHaveText(policy.sections);
      const contents = text.getByRole('navigation', { name: s.contents });
      if (policy.sections.length > 1) {
        const entries = contents.getByRole('link');
        await expect(entries).toHaveText(policy.sections);
        for (const [i, name] of policy.sections.entries()) {
          const id = await sections.nth(i).getAttribute('id');
          expect(id, `the section "${name}" has an id to link to`).toBeTruthy();
          await expect(entries.nth(i)).toHaveAttribute('href', `#${id}`);
        }
        // Following the last entry brings its section into view.
        await entries.last().click();
        await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(encodeURIComponent((await sections.last().getAttribute('id'))!))}$`));
        await expect(sections.last()).toBeInViewport();
      } else {
        await expect(contents).toHaveCount(0);
      }

      const main = page.getByRole('main');
      for (const other of written.filter((p) => p !== policy)) {
        await expect(main.getByRole('link', { name: other.title, exact: true }).first()).toHaveAttribute('href', inLang(other.path, lang));
      }
      await expect(main.getByRole('link', { name: s.contactUs, exact: true }).first()).toHaveAttribute('href', inLang('/contact', lang));
    });
  }
}
