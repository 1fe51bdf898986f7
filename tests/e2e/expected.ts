/**
 * What the browser tests expect the pages to show: the build's own record of the content as the
 * site's queries gave it to the pages (generated/content-shown.json, which every build writes from
 * src/queries/contentShown.ts, outside the served site), by language. A test never reads the content
 * itself: every heading, name, count, figure and label it checks comes from here, so an editor's
 * change reaches the tests exactly as it reaches the pages. Only the record's shape is code; its
 * values are the build's.
 */
import { readFileSync } from 'node:fs';
import { brand } from '../../src/config/site';
import type { Lang } from '../../src/config/languages';
import { pageTitle } from '../../src/lib/seo/pageTitle';
import type { ContentShown } from '../../src/queries/contentShown';

export type { Lang };

/** A value as JSON gives it back: dates as ISO strings, no functions. */
type Json<T> = T extends Date
  ? string
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer U)[]
      ? Json<U>[]
      : T extends object
        ? { [K in keyof T]: Json<T[K]> }
        : T;

export type Shown = Json<ContentShown>;

const recordFile = new URL('../../generated/content-shown.json', import.meta.url);

const record = ((): Record<Lang, Shown> => {
  try {
    return JSON.parse(readFileSync(recordFile, 'utf8')) as Record<Lang, Shown>;
  } catch (error) {
    throw new Error(
      `The browser tests read what to expect from the build's record, ${recordFile.pathname}: build the site first (npm run test:build). ${(error as Error).message}`,
    );
  }
})();

/** What the pages of a language show from the content. */
export const shown = (lang: Lang = 'en'): Shown => record[lang];

/** A date of the record as a calendar day, "2026-11-25". */
export const day = (iso: string) => iso.slice(0, 10);

/** An area's words as its components and islands have them (the shared words and the locale beside them). */
export const stringsOf = (area: string, lang: Lang = 'en'): Readonly<Record<string, string>> => {
  const words = shown(lang).strings[area];
  if (!words) throw new Error(`No strings area "${area}" in the build's record`);
  return words as Record<string, string>;
};

/** A page's copy (src/content/pages/<page>.json) as its page shows it, in a language (English until translated). */
export function pageCopy(page: string, lang: Lang = 'en') {
  const copy = shown(lang).pages[page];
  if (!copy) throw new Error(`No page copy "${page}" in the build's record`);
  return {
    ...copy,
    word: (name: string) => copy.words[name]!,
    figures: (name: string) => copy.figures[name]!,
  };
}

/** The main heading (h1) of the page at a path, as the build shows it. */
export function headingOf(path: string, lang: Lang = 'en'): string {
  const site = shown(lang);
  const country = site.destinations.find((d) => d.path === path);
  if (country) return country.title;
  const post = site.blog.posts.find((p) => path === `/blog/${p.id}`);
  if (post) return post.title;
  const policy = site.policies.find((p) => p.path === path);
  if (policy) return policy.title;
  // A page with copy of its own reads it from the file its path names (/services/visa-support: services-visa-support).
  const copy = site.pages[path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')];
  if (copy) return copy.hero.title;
  throw new Error(`The build's record does not say what the heading of ${path} is`);
}

/** The browser title of the page at a path, as the site writes it from the heading and the brand. */
export const titleOf = (path: string, lang: Lang = 'en') =>
  pageTitle(path === '/' ? undefined : headingOf(path, lang), brand.name, shown(lang).brand.tagline, brand.shortName);

/** A destination as its pages show it, with its country page's copy, lists and cost table. */
export const destinationOf = (id: string, lang: Lang = 'en') => shown(lang).destinations.find((d) => d.id === id)!;

/** A destination's cost sheet as its pages and the planner read it, in its currency, its labels in a language. */
export const costSheetOf = (country: string, lang: Lang = 'en') =>
  shown(lang).costSheets.find(({ sheet }) => sheet.country === country)!.sheet;
