/**
 * Translating in the admin: for every language the site is translated into (src/config/languages.ts),
 * every strings area and every page has a form writing its file in that language's folder, with the
 * English file's fields and each English text shown under its field; posts and policies in that
 * language are edited in their own folders. Expected values come from the languages, the schemas
 * and the content, never from this file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminCollections, translatedLanguages } from '~/admin/collections';
import { defaultLang, langCodes } from '~/config/languages';
import type { CmsCollection, CmsField } from '~/lib/admin/decapTypes';

type Field = CmsField & { fields?: Field[]; hint?: string };

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const jsonNames = (folder: string) => readdirSync(folder).filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, '')).sort();
const pages = jsonNames('src/content/pages');
const areas = jsonNames(`src/content/strings/${defaultLang}`);
const config = adminCollections({
  destinations: readJson('src/content/destinations/destinations.json'),
  services: readJson('src/content/services/services.json'),
  pages: pages.map((id) => ({ id, copy: readJson(`src/content/pages/${id}.json`) })),
  strings: areas.map((area) => ({ area, words: readJson(`src/content/strings/${defaultLang}/${area}.json`) })),
});
const collection = (name: string) => {
  const found = config.find((c) => c.name === name);
  expect(found, `the admin has a collection "${name}"`).toBeDefined();
  return found as CmsCollection;
};

/** Every text field of a form with its dotted path (a list's item fields under the list's name). */
function textFields(fields: readonly Field[], at = ''): Map<string, Field> {
  const found = new Map<string, Field>();
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name;
    if (field.widget === 'string' || field.widget === 'text') found.set(path, field);
    if (field.widget === 'object') for (const [p, f] of textFields(field.fields ?? [], path)) found.set(p, f);
  }
  return found;
}

/** The English texts of a file by the same dotted paths (lists left out: their items share one field). */
function texts(value: unknown, at = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(at, value);
  else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) for (const [p, t] of texts(child, at ? `${at}.${key}` : key)) found.set(p, t);
  }
  return found;
}

/** A hint as Decap shows it: Markdown, whose backslash escapes show the character itself. */
const shown = (hint: string | undefined) => hint?.replace(/\\([\\`*_[\]<>#|~])/g, '$1');

const others = langCodes.filter((code) => code !== defaultLang);

describe('translating in the admin', () => {
  it('offers every language of src/config/languages.ts but English, and only those', () => {
    expect(others.length).toBeGreaterThan(0);
    expect(translatedLanguages.map((language) => language.code)).toEqual(others);
    for (const { code, name } of translatedLanguages) expect(name, code).not.toBe(code);
  });

  for (const code of others) {
    describe(code, () => {
      it('has every strings area, writing strings/<code>/<area>.json with the English keys, each English text under its field', () => {
        const strings = collection(`strings-${code}`);
        expect(strings.files!.map((file) => file.file)).toEqual(areas.map((area) => `src/content/strings/${code}/${area}.json`));
        for (const [i, area] of areas.entries()) {
          const english = readJson(`src/content/strings/${defaultLang}/${area}.json`) as Record<string, string>;
          const fields = strings.files![i]!.fields as Field[];
          expect(fields.map((field) => field.name), area).toEqual(Object.keys(english));
          for (const field of fields) expect(shown(field.hint), `${area}: ${field.name}`).toBe(`English: ${english[field.name]}`);
        }
      });

      it('has every page, writing pages/<code>/<page>.json with the English form, each English text under its field', () => {
        const copy = collection(`pages-${code}`);
        const english = collection('pages');
        expect(copy.files!.map((file) => file.file)).toEqual(pages.map((page) => `src/content/pages/${code}/${page}.json`));
        for (const [i, page] of pages.entries()) {
          const translated = textFields(copy.files![i]!.fields as Field[]);
          // The same fields as the English page's form: only the hints differ.
          expect([...translated.keys()], page).toEqual([...textFields(english.files![i]!.fields as Field[]).keys()]);
          // Every English text has its field, which shows it.
          for (const [path, text] of texts(readJson(`src/content/pages/${page}.json`))) {
            expect(shown(translated.get(path)?.hint), `${page}: ${path}`).toBe(`English: ${text}`);
          }
        }
      });

      it('edits the posts and policies in that language in their own folders, uploading covers beside the English ones', () => {
        const posts = collection(`blog-${code}`);
        const policies = collection(`legal-${code}`);
        expect(posts.folder).toBe(`src/content/blog/${code}`);
        expect(policies.folder).toBe(`src/content/legal/${code}`);
        // One folder deeper than the English posts: the same covers, one more "../".
        expect(posts.media_folder).toBe(`../${collection('blog').media_folder}`);
        const english = (collection('blog').fields as Field[]).map((field) => field.name);
        expect((posts.fields as Field[]).map((field) => field.name)).toEqual(english);
      });
    });
  }
});
