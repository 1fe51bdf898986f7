/**
 * A search result's excerpt as plain text runs, the matched words flagged. Pagefind writes excerpts as
 * escaped HTML with <mark> around the matches; reading them this way means no result text is ever
 * inserted as HTML.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references Pagefind writes (named, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind ends each block of a page that lacks closing punctuation (a heading, a byline, a list item)
 * with ". ", so an excerpt reads as sentences. In a language whose full stop is another mark (Hindi's
 * "।"), such a stop is written with that mark, unless it follows a Latin letter: there it may be an
 * initial ("Lester B. Pearson") or end an English phrase.
 */
function inLanguageStops(parts: ExcerptPart[], fullStop: string): ExcerptPart[] {
  if (fullStop === '.') return parts;
  let before = '';
  for (const part of parts) {
    part.text = part.text.replace(/\.(?=\s|$)/g, (dot, at: number, text: string) => {
      const previous = at ? text[at - 1]! : before;
      return previous && !/[A-Za-z\s.]/.test(previous) ? fullStop : dot;
    });
    before = part.text.at(-1) ?? before;
  }
  return parts;
}

/** The excerpt's text runs, its full stops written as the language writes them (`fullStop`). */
export function excerptParts(excerpt: string, fullStop = '.'): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) {
      // Any other tag is dropped; only its text stays.
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      const last = parts.at(-1);
      if (last && last.marked === marked) last.text += text;
      else if (text) parts.push({ text, marked });
    }
  }
  return inLanguageStops(parts, fullStop);
}
