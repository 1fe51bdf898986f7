/**
 * The English content files the admin's translation forms follow: each JSON list file and each file
 * of a JSON folder a collection is loaded from (src/content.config.ts records where, as each
 * loader's `source`), with its content as written and its entries' ids. Read from disk, so the build
 * and the unit tests see the same files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sameInEveryLanguage } from '~/config/languages';

/** Where a collection's English files are, under src/content: one list file, or a folder of one-entry files. */
export type ContentSource = { list: string } | { folder: string; pattern: string };

/** An English content file (src/content/<folder>/<file>.json) of a collection, as written, with its entries. */
export interface ContentFile {
  collection: string;
  /** "src/content/universities/universities.json" */
  path: string;
  content: unknown;
  /** Its entries' ids, each with the name it is shown by in a choice. */
  entries: { id: string; label: string }[];
}

const contentRoot = 'src/content';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** "Harvard University (harvard)", or the id alone when the entry has no name or title. */
function entryLabel(id: string, data: unknown): string {
  const { name, title } = (typeof data === 'object' && data !== null ? data : {}) as { name?: unknown; title?: unknown };
  const shown = [name, title].find((value): value is string => typeof value === 'string');
  return shown ? `${shown} (${id})` : id;
}

/**
 * Folders whose files no overlay translation follows: those never translated (settings, rates,
 * dates) and the page copy, whose translation is a whole file read by src/queries/pages.ts.
 */
const skipFolders = new Set([...sameInEveryLanguage, 'pages']);

/** The JSON files the collections given are loaded from, but those of folders no overlay translates. */
export function contentFiles(sources: Readonly<Record<string, ContentSource>>): ContentFile[] {
  const files: ContentFile[] = [];
  for (const [collection, source] of Object.entries(sources)) {
    if ('list' in source) {
      if (!source.list.endsWith('.json') || skipFolders.has(source.list.split('/')[0]!)) continue;
      const path = `${contentRoot}/${source.list}`;
      const content = readJson(path);
      const entries = Array.isArray(content)
        ? content.map((item: { id?: unknown }) => ({ id: String(item.id), label: entryLabel(String(item.id), item) }))
        : Object.entries(content as Record<string, unknown>).map(([id, data]) => ({ id, label: entryLabel(id, data) }));
      files.push({ collection, path, content, entries });
    } else {
      if (source.pattern !== '*.json' || skipFolders.has(source.folder)) continue;
      const folder = `${contentRoot}/${source.folder}`;
      for (const name of readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .sort()) {
        const content = readJson(`${folder}/${name}`);
        const id = name.replace(/\.json$/, '');
        files.push({ collection, path: `${folder}/${name}`, content, entries: [{ id, label: entryLabel(id, content) }] });
      }
    }
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
