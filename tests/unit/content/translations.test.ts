/**
 * Every translation fits the English it translates, whatever the files hold today: each strings
 * area has every English key with the same words in braces; each content translation gives only
 * texts of its English entries (the schema derived from its collection's) and lays over them. A translation may be missing, partial
 * or behind the English (an editor's new item): the page shows English there, so an editor's change
 * never fails these tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLang, langCodes } from '~/config/languages';
import { overlay, translationOf } from '~/lib/i18n/overlay';
import { textShape, translationSchema } from '~/lib/i18n/textShape';
import { schemaOf } from '~/admin/collections';
import { contentFiles } from '~/admin/contentFiles';
import { contentSources } from '~/content.config';

const content = join(process.cwd(), 'src/content');
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const names = (text: string) => [...text.matchAll(/\{([A-Za-z][A-Za-z0-9.]*)\}/g)].map((m) => m[1]).sort();

for (const lang of langCodes.filter((code) => code !== defaultLang)) {
  describe(`the ${lang} translations`, () => {
    it('give every strings area every English key, keeping its words in braces', () => {
      for (const file of readdirSync(join(content, 'strings', defaultLang))) {
        const english = json(join(content, 'strings', defaultLang, file)) as Record<string, string>;
        const path = join(content, 'strings', lang, file);
        expect(existsSync(path), `strings/${lang}/${file}`).toBe(true);
        const translated = json(path) as Record<string, string>;
        expect(Object.keys(translated).sort(), `strings/${lang}/${file}`).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english))
          expect(names(translated[key]!), `strings/${lang}/${file}: ${key}`).toEqual(names(text));
      }
    });

    it('give only texts of the English entries they translate, and lay over them', () => {
      for (const file of contentFiles(contentSources)) {
        const path = file.path.replace(/\/([^/]+)$/, `/${lang}/$1`);
        if (!existsSync(path)) continue;
        const shape = textShape(schemaOf(file.collection as Parameters<typeof schemaOf>[0]))!;
        const translated = json(path);
        const oneEntry = file.entries.length === 1 && file.path.endsWith(`/${file.entries[0]!.id}.json`);
        for (const { id } of file.entries) {
          const words = translationOf(translated, id, oneEntry);
          if (words === undefined) continue;
          const checked = translationSchema(shape).safeParse(words);
          expect(checked.error?.issues ?? [], `${path}, "${id}"`).toEqual([]);
          const english = oneEntry
            ? file.content
            : Array.isArray(file.content)
              ? file.content.find((entry: { id?: string }) => entry.id === id)
              : (file.content as Record<string, unknown>)[id];
          expect(() => overlay(english, words, shape, `${path}, "${id}"`)).not.toThrow();
        }
      }
    });

    it('translate policies and posts that exist in English', () => {
      for (const folder of ['legal', 'blog']) {
        const translated = existsSync(join(content, folder, lang)) ? readdirSync(join(content, folder, lang)) : [];
        for (const file of translated) expect(existsSync(join(content, folder, file)), `${folder}/${lang}/${file}`).toBe(true);
      }
    });
  });
}
