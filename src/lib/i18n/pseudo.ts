/**
 * The pseudo-language: English made to look foreign and longer, as Android's en-XA does, so a page
 * built in it shows at a glance a word that bypasses the content (it stays plain English) and a
 * layout that cannot grow (a text about 40 % longer overflows or is cut). Each text's letters take
 * accents, padding words of tildes make it longer, and brackets mark where it starts and ends:
 * "Study Abroad" → "[Ŝţûđý Åƀŕöåđ ~~~~]". What is not words stays as written: {placeholders}, which
 * the facts fill in afterwards, HTML tags and entities.
 */
import type { TextShape } from './textShape';

/**
 * The pseudo-language's code, its pages' address segment (/xa/about) and `lang`. It is a language
 * only in a build that adds it (src/integrations/pseudoLanguage.ts); its words are made from the
 * English wherever a language's words are read.
 */
export const pseudoCode: string = 'xa';

/** Whether `lang` is the pseudo-language, whose words are made from the English as they are read. */
export const isPseudo = (lang: string): boolean => lang === pseudoCode;

const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽ';
const accentOf = new Map([...plain].map((letter, i) => [letter, [...accented][i]!]));

/** How much longer a pseudo text is than its English: the growth translations from English commonly need. */
const growth = 0.4;
/** The padding's words: short, so a padded text still wraps where its English would. */
const paddingWord = '~~~~';

/** What stays as written inside a text: a {placeholder}, an HTML tag, an HTML entity. */
const kept = /(\{[^{}]*\}|<[^>]*>|&#?\w+;)/;

const accentLetters = (words: string) => [...words].map((char) => accentOf.get(char) ?? char).join('');

/** The padding for a text of `length` characters: words of tildes adding about 40 % of it. */
function padding(length: number): string {
  const extra = Math.max(1, Math.round(length * growth));
  const words: string[] = [];
  for (let added = 0; added < extra; added += paddingWord.length + 1)
    words.push(paddingWord.slice(0, Math.min(paddingWord.length, extra - added)));
  return words.join(' ');
}

/** One text in the pseudo-language: "Apply by {date}" → "[Åþþļý ƀý {date} ~~~~ ~]". An empty or blank text stays as it is. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const words = text
    .split(kept)
    .map((part, i) => (i % 2 === 1 ? part : accentLetters(part)))
    .join('');
  return `[${words} ${padding(text.replace(/\{[^{}]*\}/g, '').length)}]`;
}

/**
 * The text a pseudo text was made from, as long as it was (its letters accented, without its brackets
 * and padding); any other text as it is. A limit on a text's length holds the pseudo-language to its
 * English's length: the padding tests layouts, not the limits a translator writes within.
 */
export function pseudoSource(text: string): string {
  const made = /^\[([\s\S]*?) ~{1,4}(?: ~{1,4})*\]$/.exec(text);
  return made ? made[1]! : text;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Every text of `value` where `shape` says texts are (src/lib/i18n/textShape.ts) in the pseudo-language; ids, links, choices and figures as they are. */
export function pseudoTexts<T>(value: T, shape: TextShape | undefined): T {
  if (shape === undefined || value === undefined || value === null) return value;
  if ('text' in shape) return (typeof value === 'string' ? pseudoText(value) : value) as T;
  if ('items' in shape) return (Array.isArray(value) ? value.map((item: unknown) => pseudoTexts(item, shape.items)) : value) as T;
  if (!isObject(value)) return value;
  const fieldShape = (key: string) => ('values' in shape ? shape.values : shape.fields[key]);
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, pseudoTexts(field, fieldShape(key))])) as T;
}

/** Every string value of a flat file of words (a strings area) in the pseudo-language. */
export const pseudoWords = <W extends Readonly<Record<string, string>>>(words: W): W =>
  Object.fromEntries(Object.entries(words).map(([key, text]) => [key, pseudoText(text)])) as W;

/** Elements whose content is no words to translate: code as written, scripts, styles. */
const verbatim = new Set(['code', 'pre', 'script', 'style', 'kbd', 'samp']);

/**
 * HTML rendered from an editor's Markdown (a post, a policy) with each run of text between tags in
 * the pseudo-language; tags, their attributes (links) and code as they are.
 */
export function pseudoHtml(html: string): string {
  const parts = html.split(/(<[^>]*>)/);
  let inside: string | undefined;
  return parts
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<(\/?)([a-zA-Z0-9]+)/.exec(part);
        if (tag && verbatim.has(tag[2]!.toLowerCase())) {
          if (tag[1] === '/' && inside === tag[2]!.toLowerCase()) inside = undefined;
          else if (!tag[1] && inside === undefined) inside = tag[2]!.toLowerCase();
        }
        return part;
      }
      if (inside !== undefined || part.trim() === '') return part;
      const lead = /^\s*/.exec(part)![0];
      const trail = /\s*$/.exec(part)![0];
      return `${lead}${pseudoText(part.trim())}${trail}`;
    })
    .join('');
}
