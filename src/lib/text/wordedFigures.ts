/**
 * Some figures carry words around their number: "over 95%", "about 80%", "up to 100%", a
 * "30-minute" session. The number is a fact, written once in src/config; the words belong to the
 * language the page is in, so they live in content (src/content/strings/<lang>/figures.json, each
 * with "{value}" where the number goes: "over {value}", "{value} से ज़्यादा").
 */
import { fillIn } from './placeholders';

export type FigureWords = 'over' | 'above' | 'about' | 'upTo' | 'minutes';

/** A number with the words its reading needs, e.g. new WordedFigure('over', '95%'). */
export class WordedFigure {
  constructor(
    readonly words: FigureWords,
    readonly value: string,
  ) {}
}

/** Facts as src/config writes them: text, numbers and worded figures, in named groups. */
export type Facts = { readonly [name: string]: string | number | WordedFigure | Facts };

/** The same facts with every worded figure read as text. */
export type ReadFacts<T> = T extends WordedFigure ? string : T extends object ? { readonly [K in keyof T]: ReadFacts<T[K]> } : T;

/** The facts as copy names them, each worded figure read in a language's words. */
export function readFigures<T extends Facts>(facts: T, words: Readonly<Record<FigureWords, string>>): ReadFacts<T> {
  return Object.fromEntries(
    Object.entries(facts).map(([name, fact]) => {
      if (fact instanceof WordedFigure) return [name, fillIn(words[fact.words], { value: fact.value })];
      return [name, typeof fact === 'object' ? readFigures(fact, words) : fact];
    }),
  ) as ReadFacts<T>;
}
