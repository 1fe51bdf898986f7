/**
 * Every translation fits the English it translates, whatever the files hold today: each strings
 * area has every English key with the same words in braces; each page's copy and content translation
 * lays over its English file with no field the English lacks. A translation may be missing, partial
 * or behind the English (an editor's new item): the page shows English there, so an editor's change
 * never fails these tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLang, langCodes } from '~/config/languages';
import { overlay } from '~/lib/i18n/overlay';

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
        for (const [key, text] of Object.entries(english)) expect(names(translated[key]!), `strings/${lang}/${file}: ${key}`).toEqual(names(text));
      }
    });

    it('lay over the English files they translate', () => {
      for (const folder of readdirSync(content, { withFileTypes: true })) {
        if (!folder.isDirectory() || folder.name === 'strings' || !existsSync(join(content, folder.name, lang))) continue;
        for (const file of readdirSync(join(content, folder.name, lang)).filter((name) => name.endsWith('.json'))) {
          const where = `${folder.name}/${lang}/${file}`;
          const english = json(join(content, folder.name, file));
          const translated = json(join(content, folder.name, lang, file));
          if (Array.isArray(english)) {
            for (const item of translated as { id: string }[]) {
              const original = (english as { id: string }[]).find((entry) => entry.id === item.id);
              if (original) expect(() => overlay(original, item, `${where}, "${item.id}"`)).not.toThrow();
            }
          } else expect(() => overlay(english, translated, where)).not.toThrow();
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
