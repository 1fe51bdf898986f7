/**
 * A language's glossary as the checks read it: one wording per idea, and the wordings to avoid. A
 * text is compared as searches compare it (normaliseText: nukta dropped, chandrabindu read as
 * anusvara, white space folded), so "खर्च" is found where a glossary says "ख़र्च" and the reverse.
 */
import { escapeRegExp } from '../text/escapeRegExp';
import { normaliseText } from '../text/normalise';

export type GlossaryLevel = 'warning' | 'error';

/** One idea: the English term, the wording to use, the wordings to avoid and why. */
export interface GlossaryTerm {
  english: string;
  use: string;
  /** A wording to avoid; a trailing "*" lets the last word go on (छात्रवृत्ति* finds छात्रवृत्तियाँ). */
  variants: readonly { text: string; level: GlossaryLevel }[];
  /** Phrases in which a variant is right (the name of a qualification, another sense of the word). */
  allowed?: readonly string[];
  note: string;
}

/** A variant found in a text. */
export interface GlossaryHit {
  term: GlossaryTerm;
  variant: string;
  level: GlossaryLevel;
  /** The words found, as compared (normalised). */
  found: string;
}

/**
 * What a word is made of: letters with their vowel signs and viramas, digits, the joiners, and the
 * hyphen, which joins a compound into one word (रहने-खाने, पोस्ट-ग्रेजुएट). Anything else (a space,
 * punctuation, a danda, a brace) ends a word, so a variant is found only as whole words:
 * "ग्रेजुएट" is not found in "पोस्टग्रेजुएट".
 */
const wordChar = '[\\p{L}\\p{M}\\p{N}\\u200C\\u200D-]';

/** A wording as compared (its words) and as found (whole words, any white space between them, a trailing "*" for the word's endings). */
interface Wording {
  words: string;
  pattern: RegExp;
}

function wordingPattern(wording: string): Wording {
  const open = wording.trim().endsWith('*');
  const words = normaliseText(wording.trim().replace(/\*$/, ''));
  return {
    words,
    pattern: new RegExp(`(?<!${wordChar})${escapeRegExp(words).replace(/ /g, '\\s+')}${open ? `${wordChar}*` : ''}(?!${wordChar})`, 'gu'),
  };
}

interface Span {
  start: number;
  end: number;
}

/** Where a wording is in a compared text (whose white space is folded, so its words are there as they are). */
function spans({ words, pattern }: Wording, text: string): (Span & { found: string })[] {
  if (!text.includes(words)) return [];
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length, found: match[0] }));
}

const within = (inner: Span, outer: Span) => inner.start >= outer.start && inner.end <= outer.end;

/** Each term's patterns, made once a glossary: a check runs them over every text of a language. */
const compiled = new WeakMap<
  readonly GlossaryTerm[],
  { term: GlossaryTerm; allowed: Wording[]; variants: { variant: GlossaryTerm['variants'][number]; pattern: Wording }[] }[]
>();

function patternsOf(terms: readonly GlossaryTerm[]) {
  let patterns = compiled.get(terms);
  if (!patterns) {
    patterns = terms.map((term) => ({
      term,
      allowed: (term.allowed ?? []).map((phrase) => wordingPattern(phrase)),
      variants: term.variants.map((variant) => ({ variant, pattern: wordingPattern(variant.text) })),
    }));
    compiled.set(terms, patterns);
  }
  return patterns;
}

/**
 * The variants a text holds, once each place: where one variant's words lie inside another's
 * ("ग्रेजुएट" inside "ग्रेजुएट स्कूल"), the longer one, and at the same words an error before a
 * warning; none inside a phrase its term allows.
 */
export function glossaryHits(text: string, terms: readonly GlossaryTerm[]): GlossaryHit[] {
  const compared = normaliseText(text);
  const hits: (GlossaryHit & Span)[] = [];
  for (const { term, allowed: allowedPatterns, variants } of patternsOf(terms)) {
    const allowed = allowedPatterns.flatMap((pattern) => spans(pattern, compared));
    for (const { variant, pattern } of variants) {
      for (const span of spans(pattern, compared)) {
        if (allowed.some((phrase) => within(span, phrase))) continue;
        hits.push({ term, variant: variant.text, level: variant.level, ...span });
      }
    }
  }
  const rank = (hit: GlossaryHit & Span) => [hit.end - hit.start, hit.level === 'error' ? 1 : 0] as const;
  const outranks = (a: GlossaryHit & Span, b: GlossaryHit & Span) => {
    const [lengthA, levelA] = rank(a);
    const [lengthB, levelB] = rank(b);
    return lengthA > lengthB || (lengthA === lengthB && levelA > levelB);
  };
  return hits
    .filter(
      (hit, i) => !hits.some((other, j) => j !== i && within(hit, other) && (outranks(other, hit) || (!outranks(hit, other) && j < i))),
    )
    .sort((a, b) => a.start - b.start)
    .map(({ term, variant, level, found: words }) => ({ term, variant, level, found: words }));
}

/** A term's own wording found by one of its variants: the checks would flag every right use. */
export const variantsOfItsOwnWording = (term: Pick<GlossaryTerm, 'use' | 'variants'>): string[] =>
  term.variants.filter((variant) => spans(wordingPattern(variant.text), normaliseText(term.use)).length > 0).map((variant) => variant.text);
