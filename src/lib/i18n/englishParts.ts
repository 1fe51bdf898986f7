/**
 * Marks the English parts of a page in another language: where the page shows a text its content
 * kept in English (src/lib/i18n/overlay.ts), that text gets `lang="en"`, so a screen reader reads
 * it with an English voice and the browser hyphenates and picks its font as English. A text that is
 * the whole content of its element marks that element; a text beside other words is wrapped in a
 * <span lang="en">, except inside an island, whose markup React hydrates and must find unchanged
 * (an attribute it does not know is left alone, an extra element is not). An image whose
 * description is English gets `lang="en"` itself. Only the page's body is read; scripts, styles,
 * templates and text areas are passed over, as is anything already inside a `lang`.
 */
import { escapeRegExp } from '../text/escapeRegExp';
import { htmlTokens } from '../text/htmlTokens';
import { copyParts } from '../text/placeholders';
import type { StaysEnglish } from './overlay';
import { readsAsEnglish } from './script';

export interface EnglishParts {
  html: string;
  /** Whether the page shows a part that is English because it is not translated yet. */
  showsUntranslated: boolean;
}

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };
const decoded = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name]!);
const normal = (text: string) => decoded(text).replace(/\s+/g, ' ').trim();

const withLang = (startTag: string) => startTag.replace(/^<([\w-]+)/, '<$1 lang="en"');
const hasLang = (startTag: string) => /\slang=/.test(startTag);

export function markEnglishParts(html: string, english: ReadonlyMap<string, StaysEnglish>): EnglishParts {
  const bodyAt = html.search(/<body\b/);
  if (bodyAt === -1 || english.size === 0) return { html, showsUntranslated: false };
  const parts = htmlTokens(html.slice(bodyAt));
  // The open elements, each with whether it or an element around it has a `lang`.
  const open: { name: string; inLang: boolean }[] = [];
  let islands = 0;
  let showsUntranslated = false;
  // A text with a value filled in where it shows ("{count}") is found with anything in its place.
  const shapes = [...english].flatMap(([text, why]) => {
    const parts = copyParts(text.replace(/\s+/g, ' ').trim());
    if (!parts.some((part) => 'name' in part)) return [];
    return [{ shape: new RegExp(`^${parts.map((part) => ('text' in part ? escapeRegExp(part.text) : '.+?')).join('')}$`), why }];
  });
  const why = (text: string) => {
    const found = english.get(text) ?? shapes.find(({ shape }) => shape.test(text))?.why;
    return found && readsAsEnglish(text) ? found : undefined;
  };
  parts.forEach((part, i) => {
    if (/^<\/[A-Za-z]/.test(part)) {
      const name = part.slice(2).match(/^[\w-]+/)?.[0].toLowerCase();
      const at = open.findLastIndex((element) => element.name === name);
      if (at !== -1) open.length = at;
      if (name === 'astro-island') islands--;
      return;
    }
    const inLang = open.at(-1)?.inLang ?? false;
    if (part.startsWith('<!--') || /^<(script|style|template|textarea)\b/i.test(part)) return;
    if (/^<[A-Za-z]/.test(part)) {
      const name = part.slice(1).match(/^[\w-]+/)![0].toLowerCase();
      const alt = part.match(/\salt="([^"]*)"/)?.[1];
      const altWhy = alt === undefined || inLang || hasLang(part) ? undefined : why(normal(alt));
      if (altWhy) {
        parts[i] = withLang(part);
        showsUntranslated ||= altWhy === 'untranslated';
      }
      if (name === 'astro-island') islands++;
      if (!voidElements.has(name) && !part.endsWith('/>')) open.push({ name, inLang: inLang || hasLang(part) });
      return;
    }
    const text = normal(part);
    const textWhy = inLang || text === '' ? undefined : why(text);
    if (!textWhy) return;
    const before = parts[i - 1] ?? '';
    const after = parts[i + 1] ?? '';
    const parent = open.at(-1)?.name;
    if (parent && before.startsWith(`<${parent}`) && after.toLowerCase().startsWith(`</${parent}`)) parts[i - 1] = withLang(before);
    else if (islands === 0) parts[i] = part.replace(/^(\s*)([\s\S]*?)(\s*)$/, '$1<span lang="en">$2</span>$3');
    else return;
    showsUntranslated ||= textWhy === 'untranslated';
  });
  return { html: html.slice(0, bodyAt) + parts.join(''), showsUntranslated };
}

/** The attribute of the note saying a page shows parts in English (src/components/layout/PartsInEnglish.astro). */
export const partsNoteAttribute = 'data-parts-in-english';
const partsNote = new RegExp(`<div ${partsNoteAttribute} hidden([^>]*)>([\\s\\S]*?)</div>`);

/** The page with its note shown when it shows an untranslated part, and without the note otherwise. */
export function withPartsNote(html: string, shown: boolean): string {
  return html.replace(partsNote, shown ? `<div ${partsNoteAttribute}$1>$2</div>` : '');
}
