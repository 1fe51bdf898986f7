/**
 * Astro's content layer over a small fixture site, for the queries' unit tests: `getCollection` and
 * `getEntry` answer from the content files of tests/fixtures/content/ (written as editors write
 * src/content/), each file read as the loader src/content.config.ts gives its folder reads it (a list
 * file's items by `id`, a folder's files by name, translations by language) and checked by its
 * collection's own schema, as the build checks it. Astro's own `reference` and `defineCollection`
 * stay; only the store is the fixtures'. A test changes the site before it asks a query with
 * `useContent({ path: content })` (null removes a file), and every test starts from the fixtures as
 * they are (tests/unit/queries/setup.ts). The same store can hold the site's own content instead
 * (`useContent({}, 'src/content')`), for tests whose expected values are what the editors wrote
 * (tests/unit/queries/site-setup.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { defaultLang, langCodes } from '~/config/languages';
import type { ContentSource } from '~/admin/contentFiles';

const fixtureRoot = 'tests/fixtures/content';

interface Entry {
  id: string;
  collection: string;
  data: unknown;
  filePath: string;
  body?: string;
  rendered?: { html: string };
}

/** A Markdown file as the glob loader reads it: its front matter, and its text. */
interface Markdown {
  frontMatter: unknown;
  body: string;
}

let store = new Map<string, Entry[]>();
/** The content folder the store was last loaded from, for the messages that name a file. */
let storeRoot = fixtureRoot;

/** A content folder's files by path below it, JSON parsed and Markdown split (each folder read once). */
const filesRead = new Map<string, ReadonlyMap<string, unknown>>();
function readFiles(root: string): ReadonlyMap<string, unknown> {
  const files = new Map<string, unknown>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = name.split('\\').join('/');
    const text = (() => {
      try {
        return readFileSync(join(root, path), 'utf8');
      } catch {
        return undefined; // a folder
      }
    })();
    if (text === undefined) continue;
    if (path.endsWith('.json')) files.set(path, JSON.parse(text));
    if (path.endsWith('.md')) files.set(path, markdown(text));
  }
  return files;
}

function markdown(source: string): Markdown {
  const [, frontMatter, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source) ?? [];
  if (frontMatter === undefined) throw new Error('A fixture post or policy starts with its front matter');
  return { frontMatter: parse(frontMatter), body: body ?? '' };
}

/** A post or policy given by a test: its front matter and its text. */
export const markdownFile = (frontMatter: Record<string, unknown>, body: string): Markdown => ({ frontMatter, body });

const stem = (path: string) =>
  path
    .split('/')
    .at(-1)!
    .replace(/\.\w+$/, '');
const otherLanguages = langCodes.filter((code) => code !== defaultLang) as string[];

/** Which collection a content file feeds, and the id of its entry (a list file's entries are its items). */
function placeOf(path: string, sources: Readonly<Record<string, ContentSource>>): { collection: string; id?: string } | undefined {
  const parts = path.split('/');
  const [folder, second] = parts;
  if (folder === 'strings' && parts.length === 3) return { collection: 'strings', id: `${second}/${stem(path)}` };
  if (parts.length === 3 && otherLanguages.includes(second!)) {
    const whole = { pages: 'pageTranslations', blog: 'blogTranslations', legal: 'legalTranslations' }[folder!];
    if (whole) return { collection: whole, id: `${second}/${stem(path)}` };
    if (!path.endsWith('.json')) return undefined;
    // A translation of a JSON collection's file: <folder>/<lang>/<file>.json, read as `<name>Translations`.
    const file = parts[2]!;
    for (const [collection, source] of Object.entries(sources)) {
      if (
        ('list' in source && source.list === `${folder}/${file}`) ||
        ('folder' in source && source.folder === folder && file.endsWith(source.pattern.replace('*', '')))
      ) {
        return { collection: `${collection}Translations`, id: `${second}/${stem(path)}` };
      }
    }
    return undefined;
  }
  for (const [collection, source] of Object.entries(sources)) {
    if ('list' in source && source.list === path) return { collection };
    if ('folder' in source && parts.length === 2 && folder === source.folder && path.endsWith(source.pattern.replace('*', ''))) {
      return { collection, id: stem(path) };
    }
  }
  return undefined;
}

/** Astro's image() for a fixture: the path a file names, as the image the build would make of it. */
const image = () => z.string().transform((src) => ({ src, width: 1200, height: 630, format: 'webp' as const }));

/**
 * The fixture site (or the content of `root`) with `changes` made to it (a file's new content by its
 * path below the content folder, or null to remove it), loaded into the store the mocked
 * getCollection and getEntry read.
 */
export async function useContent(changes: Readonly<Record<string, unknown>> = {}, root = fixtureRoot) {
  const { collections, contentSources } = await import('~/content.config');
  if (!filesRead.has(root)) filesRead.set(root, readFiles(root));
  storeRoot = root;
  const files = new Map(filesRead.get(root));
  for (const [path, content] of Object.entries(changes)) {
    if (content === null) files.delete(path);
    else files.set(path, content);
  }
  const schemaOf = (name: string): z.ZodType => {
    const { schema } = collections[name as keyof typeof collections] as { schema: unknown };
    return (typeof schema === 'function' ? schema({ image }) : schema) as z.ZodType;
  };
  const loaded = new Map<string, Entry[]>();
  for (const [path, content] of files) {
    // The site's folder also holds the settings its modules read as files (src/queries/facts.ts), no
    // collection's; in the fixtures a file no collection takes is a mistake, named below.
    if (root !== fixtureRoot && !placeOf(path, contentSources)) continue;
    const items = entriesOf(path, content, contentSources, schemaOf);
    loaded.set(items.collection, [...(loaded.get(items.collection) ?? []), ...items.entries]);
  }
  store = loaded;
}

// A file's entries, by its path and content: most tests read the fixtures as they are, checked once.
const checkedFiles = new Map<string, { collection: string; entries: Entry[] }>();

function entriesOf(
  path: string,
  content: unknown,
  sources: Readonly<Record<string, ContentSource>>,
  schemaOf: (name: string) => z.ZodType,
) {
  const key = `${storeRoot}/${path}\n${JSON.stringify(content)}`;
  let found = checkedFiles.get(key);
  if (!found) checkedFiles.set(key, (found = checkedFile(path, content, sources, schemaOf)));
  return found;
}

/** A file's entries, each checked by its collection's schema; a fixture the schema refuses fails naming it. */
function checkedFile(
  path: string,
  content: unknown,
  sources: Readonly<Record<string, ContentSource>>,
  schemaOf: (name: string) => z.ZodType,
) {
  const place = placeOf(path, sources);
  if (!place) throw new Error(`${storeRoot}/${path} belongs to no collection of src/content.config.ts`);
  const filePath = `src/content/${path}`;
  const parse = (id: string, data: unknown) => {
    const result = schemaOf(place.collection).safeParse(data);
    if (!result.success) throw new Error(`${storeRoot}/${path}, "${id}": ${z.prettifyError(result.error)}`);
    return result.data;
  };
  const items: Entry[] = [];
  if (place.id !== undefined && path.endsWith('.md')) {
    const { frontMatter, body } = content as Markdown;
    // A fixture's text is HTML, which Markdown keeps as it is: what the loader renders is the text itself.
    items.push({
      id: place.id,
      collection: place.collection,
      data: parse(place.id, frontMatter),
      filePath,
      body,
      rendered: { html: body.trim() },
    });
  } else if (place.id !== undefined) {
    items.push({ id: place.id, collection: place.collection, data: parse(place.id, content), filePath });
  } else if (Array.isArray(content)) {
    for (const item of content as { id: unknown }[])
      items.push({ id: String(item.id), collection: place.collection, data: parse(String(item.id), item), filePath });
  } else {
    for (const [id, item] of Object.entries(content as object))
      items.push({ id, collection: place.collection, data: parse(id, item), filePath });
  }
  return { collection: place.collection, entries: items };
}

/** The fixture entries of a collection, those `filter` keeps, as Astro's getCollection gives them. */
async function getCollection(collection: string, filter?: (entry: Entry) => unknown): Promise<Entry[]> {
  const entries = store.get(collection) ?? [];
  return filter ? entries.filter(filter) : [...entries];
}

/** One fixture entry by id, as Astro's getEntry gives it (undefined when there is none). */
async function getEntry(collection: string, id: string): Promise<Entry | undefined> {
  return store.get(collection)?.find((entry) => entry.id === id);
}

/** The content module with its store replaced by the fixtures'. */
export const mockedAstroContent = <M extends object>(actual: M): M => ({ ...actual, getCollection, getEntry });

/** A fixture file's content as written, for a test that changes part of it. */
export const fixture = <T>(path: string): T => JSON.parse(readFileSync(join(fixtureRoot, path), 'utf8')) as T;
