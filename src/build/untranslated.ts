/**
 * What is still in English in another language: every content file with no translation beside it
 * (<folder>/<lang>/<file>), and, in a list file, each entry the translation does not give. The
 * build prints it as a list for editors and translators; it is never an error, because a page
 * shows English where a translation is missing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sameInEveryLanguage } from '../config/languages';


export interface Untranslated {
  /** The English file, relative to the content folder. */
  file: string;
  /** The ids of its entries with no translation; empty when the whole file has none. */
  entries: string[];
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
        found.push({ file: name, entries: [] });
        continue;
      }
      if (!file.name.endsWith('.json')) continue;
      const english = JSON.parse(readFileSync(join(base, file.name), 'utf8')) as unknown;
      if (!Array.isArray(english)) continue;
      const given = new Set((JSON.parse(readFileSync(twin, 'utf8')) as { id?: string }[]).map((item) => item.id));
      const missing = english.map((item: { id?: string }) => String(item.id)).filter((id) => !given.has(id));
      if (missing.length) found.push({ file: name, entries: missing });
    }
  }
  return found;
}
