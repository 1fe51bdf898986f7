/**
 * Some figures carry words around their number: "over 95%", "about 80%", "up to 100%", "75%+", a
 * "30-minute" session. The number is a fact, written once in src/config; the words belong to the
 * language the page is in, so they live in content (src/content/strings/<lang>/figures.json, each
 * with "{value}" where the number goes: "over {value}", "{value} से ज़्यादा"). A large count shown
 * short ("1M+") is a ShortFigure: its number is written short the way the page's language does it
 * ("1M", "10 लाख"), then worded the same way.
 */
import { fillIn } from './placeholders';

export type FigureWords = 'over' | 'above' | 'about' | 'upTo' | 'orMore' | 'dollarsOrMore' | 'minutes';

/** A number with the words its reading needs, e.g. new WordedFigure('over', '95%'). */
export class WordedFigure {
  constructor(
    readonly words: FigureWords,
    readonly value: string,
  ) {}
}

/** A large count shown short, e.g. new ShortFigure('orMore', 1_000_000): "1M+", "10 लाख से ज़्यादा". */
export class ShortFigure {
  constructor(
    readonly words: FigureWords,
    readonly value: number,
  ) {}
}

/**
 * How a language writes a large number short: Intl's compact notation in `locale`, in its `display`
 * ("1M" in short English, "10 लाख" in Hindi), the thousands' letter small where `smallThousands`
 * ("3k": the site's English cards write it so).
 */
export interface ShortNumbers {
  locale: string;
  display: 'short' | 'long';
  smallThousands?: boolean;
}

/** A number written short in a language: 3000 → "3k" or "3 हज़ार", 1,000,000 → "1M" or "10 लाख". */
export function shortNumber(value: number, style: ShortNumbers): string {
  const text = new Intl.NumberFormat(style.locale, { notation: 'compact', compactDisplay: style.display, numberingSystem: 'latn' }).format(
    value,
  );
  return style.smallThousands ? text.replace(/K$/, 'k') : text;
}

/** Facts as src/config writes them: text, numbers and worded figures, in named groups. */
export type Facts = { readonly [name: string]: string | number | WordedFigure | ShortFigure | Facts };

/** The same facts with every worded figure read as text. */
export type ReadFacts<T> = T extends WordedFigure | ShortFigure
  ? string
  : T extends object
    ? { readonly [K in keyof T]: ReadFacts<T[K]> }
    : T;

/** A worded or short figure as a language reads it. */
function figureText(fact: WordedFigure | ShortFigure, words: Readonly<Record<FigureWords, string>>, short: ShortNumbers): string {
  return fillIn(words[fact.words], { value: fact instanceof ShortFigure ? shortNumber(fact.value, short) : fact.value });
}

/** The facts as copy names them, each worded or short figure read in a language's words. */
export function readFigures<T extends Facts>(facts: T, words: Readonly<Record<FigureWords, string>>, short: ShortNumbers): ReadFacts<T> {
  return Object.fromEntries(
    Object.entries(facts).map(([name, fact]) => {
      if (fact instanceof WordedFigure || fact instanceof ShortFigure) return [name, figureText(fact, words, short)];
      return [name, typeof fact === 'object' ? readFigures(fact, words, short) : fact];
    }),
  ) as ReadFacts<T>;
}
