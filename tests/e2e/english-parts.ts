import { htmlTokens } from '../../src/lib/text/htmlTokens';

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * A built page's HTML as its words are checked: without images inside the page (data URLs are bytes,
 * where "1M+" can occur by chance) and structured data (for search engines: it repeats what the page
 * shows, English parts too, where no lang can mark them).
 */
export const pageWords = (html: string): string =>
  html.replace(/data:[^"')\s]+/g, '').replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');

/**
 * A built page's HTML without its parts marked English (`lang="en"` and what is inside): what a
 * page in another language says in its own language. An editor's English addition, not translated
 * yet, shows in English there, with English figures ("30-minute"), and must not count against it.
 */
export function withoutEnglishParts(html: string): string {
  const kept: string[] = [];
  let english: string | undefined;
  let depth = 0;
  for (const part of htmlTokens(html)) {
    const start = /^<([A-Za-z][\w-]*)/.exec(part)?.[1]?.toLowerCase();
    const end = /^<\/([A-Za-z][\w-]*)/.exec(part)?.[1]?.toLowerCase();
    if (english !== undefined) {
      if (start === english && !part.endsWith('/>')) depth++;
      if (end === english && --depth === 0) english = undefined;
      continue;
    }
    if (start && /\slang="en"/.test(part) && !voidElements.has(start) && !part.endsWith('/>')) {
      english = start;
      depth = 1;
      continue;
    }
    kept.push(part);
  }
  return kept.join('');
}
