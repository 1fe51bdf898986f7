/**
 * Translating in the admin: for every language the site is translated into (src/config/languages.ts),
 * every strings area and every page has a form writing its file in that language's folder, with the
 * English file's fields and each English text shown under its field; posts and policies in that
 * language are edited in their own folders. Expected values come from the languages, the schemas
 * and the content, never from this file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminCollections, schemaOf, translatedLanguages } from '~/admin/collections';
import { contentSources } from '~/content.config';
import { contentFiles } from '~/admin/contentFiles';
import { defaultLang, langCodes, sameInEveryLanguage } from '~/config/languages';
import type { CmsCollection, CmsField } from '~/lib/admin/decapTypes';
import { overlay } from '~/lib/i18n/overlay';
import { textShape } from '~/lib/i18n/textShape';
import { sharedArea } from '~/lib/text/sharedWords';

type Field = CmsField & { fields?: Field[]; field?: Field; hint?: string; options?: { value: string }[] };

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const jsonNames = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
const pages = jsonNames('src/content/pages');
const areas = jsonNames(`src/content/strings/${defaultLang}`);
const config = adminCollections({
  destinations: readJson('src/content/destinations/destinations.json'),
  services: readJson('src/content/services/services.json'),
  pages: pages.map((id) => ({ id, copy: readJson(`src/content/pages/${id}.json`) })),
  strings: areas.map((area) => ({ area, words: readJson(`src/content/strings/${defaultLang}/${area}.json`) })),
  content: contentFiles(contentSources),
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

  it('shows each word many parts share once, in the common form, in every language', () => {
    const shared = Object.keys(readJson(`src/content/strings/${defaultLang}/${sharedArea}.json`));
    for (const name of [defaultLang, ...others].map((code) => (code === defaultLang ? 'strings' : `strings-${code}`))) {
      const forms = collection(name).files!;
      for (const key of shared) {
        const holding = forms.filter((form) => (form.fields as Field[]).some((field) => field.name === key)).map((form) => form.name);
        expect(holding, `${name}: ${key}`).toEqual([`strings-${sharedArea}`]);
      }
      // The locale is the language's setting, not a word an editor changes.
      for (const form of forms)
        expect(
          (form.fields as Field[]).map((field) => field.name),
          `${name}: ${form.name}`,
        ).not.toContain('locale');
    }
  });

  for (const code of others) {
    describe(code, () => {
      it('has every strings area, writing strings/<code>/<area>.json with the English keys, each English text under its field', () => {
        const strings = collection(`strings-${code}`);
        expect(strings.files!.map((file) => file.file)).toEqual(areas.map((area) => `src/content/strings/${code}/${area}.json`));
        for (const [i, area] of areas.entries()) {
          const english = readJson(`src/content/strings/${defaultLang}/${area}.json`) as Record<string, string>;
          const fields = strings.files![i]!.fields as Field[];
          expect(
            fields.map((field) => field.name),
            area,
          ).toEqual(Object.keys(english));
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

  describe('content translations', () => {
    /** The English JSON files the overlay translates, found on disk: every folder's but those never translated. */
    const englishFiles = readdirSync('src/content', { withFileTypes: true })
      .filter((folder) => folder.isDirectory() && !sameInEveryLanguage.has(folder.name) && !['pages', 'strings'].includes(folder.name))
      .flatMap((folder) =>
        readdirSync(`src/content/${folder.name}`)
          .filter((file) => file.endsWith('.json'))
          .map((file) => `src/content/${folder.name}/${file}`),
      )
      .sort();
    /** A translated text: the English one with a mark, its words in braces kept. */
    const mark = (text: unknown) => `${String(text)} ·`;

    /** The part of `value` a form's fields can write, each text marked; the counts of texts written. */
    function written(fields: readonly Field[], value: unknown, count: { texts: number }): unknown {
      if (typeof value !== 'object' || value === null) return undefined;
      const out: Record<string, unknown> = {};
      for (const field of fields) {
        const child = (value as Record<string, unknown>)[field.name];
        if (child === undefined) continue;
        if (field.widget === 'object') out[field.name] = written(field.fields ?? [], child, count);
        else if (field.widget === 'list' && Array.isArray(child)) {
          out[field.name] = child.map((item) => (field.field ? (count.texts++, mark(item)) : written(field.fields ?? [], item, count)));
        } else if (field.widget === 'string' || field.widget === 'text') {
          count.texts++;
          out[field.name] = mark(child);
        }
      }
      return out;
    }

    /** The texts of an overlaid entry that carry the mark. */
    const marked = (value: unknown): number =>
      typeof value === 'string'
        ? Number(value.endsWith(' ·'))
        : typeof value === 'object' && value !== null
          ? Object.values(value).reduce<number>((n, v) => n + marked(v), 0)
          : 0;

    /** Every value path of a file, list items under their list's name: "items.question". */
    function valuePaths(value: unknown, at = ''): string[] {
      if (Array.isArray(value)) return value.flatMap((item) => valuePaths(item, at));
      if (typeof value === 'object' && value !== null)
        return Object.entries(value).flatMap(([key, child]) => valuePaths(child, at ? `${at}.${key}` : key));
      return [at];
    }
    function fieldPaths(fields: readonly Field[], at = ''): string[] {
      return fields.flatMap((field) => {
        const path = at ? `${at}.${field.name}` : field.name;
        return field.fields ? fieldPaths(field.fields, path) : [path];
      });
    }

    for (const code of others) {
      const forms = [collection(`content-lists-${code}`), collection(`content-files-${code}`)].flatMap((c) =>
        c.files!.map((file) => ({ list: c.format !== 'json', file: file.file, fields: file.fields as Field[] })),
      );
      const englishOf = (file: string) => file.replace(`/${code}/`, '/');
      const files = contentFiles(contentSources);
      /** Where the texts of the collection a file belongs to are. */
      const shapeOf = (file: string) =>
        textShape(schemaOf(files.find((found) => found.path === englishOf(file))!.collection as Parameters<typeof schemaOf>[0]));

      it(`has a form for every English content file, writing <folder>/${code}/<file>.json`, () => {
        expect(
          forms
            .map((form) => form.file)
            .filter((file) => file.includes(`/${code}/`))
            .map(englishOf)
            .sort(),
        ).toEqual(englishFiles);
      });

      it('offers texts only: every field it writes is a text the overlay lays over the English entry', () => {
        for (const form of forms) {
          const english = readJson(englishOf(form.file)) as unknown;
          const count = { texts: 0 };
          let changed = 0;
          if (form.list) {
            const list = form.fields[0]!;
            const [id, ...texts] = list.fields!;
            expect(id!.name, form.file).toBe('id');
            expect(
              id!.options!.map((option) => option.value),
              form.file,
            ).toEqual((english as { id: string }[]).map((item) => item.id));
            for (const entry of english as { id: string }[])
              changed += marked(overlay(entry, written(texts, entry, count), shapeOf(form.file), form.file));
          } else {
            const words = written(form.fields, english, count) as Record<string, unknown>;
            const { entries } = files.find((found) => found.path === englishOf(form.file))!;
            // A file of one entry, or of entries kept by their ids ("schedule").
            if (entries.length === 1 && englishOf(form.file).endsWith(`/${entries[0]!.id}.json`))
              changed = marked(overlay(english, words, shapeOf(form.file), form.file));
            else
              for (const { id } of entries)
                changed += marked(overlay((english as Record<string, unknown>)[id], words[id], shapeOf(form.file), form.file));
          }
          expect(count.texts, `${form.file} offers texts`).toBeGreaterThan(0);
          expect(changed, `${form.file}: each text the form writes is one the overlay takes`).toBe(count.texts);
        }
      });

      it("opens today's translations: every field they give is one of the form's", () => {
        for (const form of forms) {
          const translation = readJson(form.file) as unknown;
          const fields = form.list ? [{ ...form.fields[0]!, name: 'items' }] : form.fields;
          const given = valuePaths(form.list ? { items: translation } : translation);
          const offered = new Set(fieldPaths(fields));
          expect(
            given.filter((path) => !offered.has(path)),
            form.file,
          ).toEqual([]);
          // Each translated entry of a list names an English entry the form offers.
          const ids = new Set(form.list ? form.fields[0]!.fields![0]!.options!.map((option) => option.value) : []);
          if (form.list)
            expect(
              (translation as { id: string }[]).filter((item) => !ids.has(item.id)),
              form.file,
            ).toEqual([]);
        }
      });
    }
  });
});
