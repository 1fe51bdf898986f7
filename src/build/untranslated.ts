/**
 * What is still in English in another language: every content file with no translation beside it
 * (<folder>/<lang>/<file>); in a list file, each entry the translation does not give; and where the
 * English changed since it was translated (a text naming other facts, a list grown or shortened),
 * which pages show in English until it is translated again (src/lib/i18n/overlay.ts). The build
 * prints it as a list for editors and translators; it is never an error, because a page shows
 * English where a translation is missing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sameInEveryLanguage, translatedWhole } from '../config/languages';
import { placeholderNames } from '../lib/i18n/overlay';

export interface Untranslated {
  /** The English file, relative to the content folder. */
  file: string;
  /** The ids of its entries with no translation; empty when the whole file has none. */
  entries: string[];
  /** What changed in English since it was translated: an entry's id in a list file, else a field. */
  changed: string[];
}

/** Where a translation no longer fits its English: the entry (`[id]`) or the top field (`.items`) of each such text. */
function changedSince(english: unknown, translation: unknown, where: string): Set<string> {
  const changed = new Set<string>();
  const walk = (en: unknown, words: unknown, at: string) => {
    if (words === undefined || words === null || en === undefined) return;
    const stale = () => changed.add(at.match(/^\.?([^.[]+)/)?.[1] ?? at);
    if (typeof en === 'string') {
      if (typeof words !== 'string' || placeholderNames(en) !== placeholderNames(words)) stale();
    } else if (Array.isArray(en)) {
      if (!Array.isArray(words) || words.length !== en.length) stale();
      else en.forEach((item: unknown, i) => walk(item, words[i], `${at}[${i}]`));
    } else if (typeof en === 'object' && typeof words === 'object') {
      for (const [key, value] of Object.entries(words as Record<string, unknown>))
        if (key !== 'id') walk((en as Record<string, unknown>)[key], value, `${at}.${key}`);
    }
  };
  walk(english, translation, where);
  return changed;
}

export function untranslated(contentRoot: string, lang: string, reference: string): Untranslated[] {
  const found: Untranslated[] = [];
  for (const folder of readdirSync(contentRoot, { withFileTypes: true })) {
    if (!folder.isDirectory() || sameInEveryLanguage.has(folder.name)) continue;
    const base = folder.name === 'strings' ? join(contentRoot, 'strings', reference) : join(contentRoot, folder.name);
    const twinFolder = folder.name === 'strings' ? join(contentRoot, 'strings', lang) : join(contentRoot, folder.name, lang);
    for (const file of readdirSync(base, { withFileTypes: true })) {
      if (!file.isFile() || !/\.(json|md)$/.test(file.name)) continue;
      const name = folder.name === 'strings' ? `strings/${reference}/${file.name}` : `${folder.name}/${file.name}`;
      const twin = join(twinFolder, file.name);
      if (!existsSync(twin)) {
        found.push({ file: name, entries: [], changed: [] });
        continue;
      }
      if (!file.name.endsWith('.json') || translatedWhole.has(folder.name)) continue;
      const english = JSON.parse(readFileSync(join(base, file.name), 'utf8')) as unknown;
      const translation = JSON.parse(readFileSync(twin, 'utf8')) as unknown;
      let missing: string[] = [];
      let changed: Set<string>;
      if (Array.isArray(english) && Array.isArray(translation)) {
        const given = new Map((translation as { id?: string }[]).map((item) => [item.id, item]));
        missing = english.map((item: { id?: string }) => String(item.id)).filter((id) => !given.has(id));
        changed = new Set(
          english.flatMap((item: { id?: string }) =>
            given.has(item.id) ? [...changedSince(item, given.get(item.id), String(item.id))] : [],
          ),
        );
      } else {
        changed = changedSince(english, translation, '');
      }
      if (missing.length || changed.size) found.push({ file: name, entries: missing, changed: [...changed] });
    }
  }
  return found;
}
