// Imported with its extension: a worker thread loads this file with Node itself (src/build/trimCssWorker.ts).
import { createRequire } from 'node:module';
import { ExtractorResultSets, PurgeCSS, defaultOptions, standardizeSafelist, type UserDefinedOptions } from 'purgecss';

/**
 * Every string in markup or script that could name a CSS class, id, element or attribute: whole
 * Tailwind candidates as Tailwind itself reads them (`hover:bg-[#0b6e3a]`, `aria-[current=page]:font-semibold`,
 * `after:content-[':_']`)
 * plus their word parts (`aria-current`, `page`), which attribute selectors need.
 */
export function cssCandidates(source: string): Set<string> {
  // Markup escapes a quote inside a class (`after:content-[&#x27;:_&#x27;]`): read it as the class has it.
  const text = source.replace(/&#x27;|&#39;|&apos;/g, "'").replace(/&quot;|&#x22;|&#34;/g, '"');
  return new Set([
    ...(text.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? []),
    // A quoted arbitrary value (`after:content-[':_']`) keeps its quotes, as Tailwind names the class.
    // It is looked for only where a word starts: one found inside a word extends to the word's start,
    // and looking at every letter took time growing with the square of a long word's length.
    ...(text.match(/(?<![^<>"'`\s])[^<>"'`\s]*\[[^\]\s<>]*['"][^\]\s<>]*\][^<>"'`\s]*/g) ?? []),
    ...(text.match(/[\w-]+/g) ?? []),
  ]);
}

// A pseudo-class names nothing markup could lack, yet PurgeCSS drops a selector made of pseudo-classes
// alone (the base `:focus-visible` ring): it counts as present, so only a selector's names decide.
const safelist = { standard: [/^:[^:]/] };

/** What shapes the trimmed CSS besides the stylesheet and the candidates, for the build cache. */
export const cssTrimmer = [`purgecss ${createRequire(import.meta.url)('purgecss/package.json').version}`, ...safelist.standard].join('; ');

/** PurgeCSS's settings for `css` and a page's candidates. */
function purgeOptions(css: string, candidates: Iterable<string>): UserDefinedOptions {
  // A name that occurs only inside a negation (`:not([hidden=until-found])`, typography's
  // `:not(.not-prose)`) never makes a rule unusable, yet PurgeCSS treats it as required: count it
  // as present. For the same reason a negation counts as present in a selector (`:where(:not(…))`).
  const negated = [...css.matchAll(/:not\(([^)]*)\)/g)].flatMap((m) => [...cssCandidates(m[1]!)]);
  return {
    content: [{ raw: [...candidates, ...negated].join(' '), extension: 'txt' }],
    css: [{ raw: css }],
    defaultExtractor: (content) => content.split(' '),
    safelist,
    keyframes: true,
    variables: true,
  };
}

/**
 * The part of `css` that can style a page whose markup and scripts yield `candidates`: a rule stays
 * when every class, id and attribute its selector names occurs in them, so states that scripts switch
 * on later (an open menu, a selected tab) keep their rules. Unused keyframes and custom properties go.
 */
export async function usedCss(css: string, candidates: Iterable<string>): Promise<string> {
  const [result] = await new PurgeCSS().purge(purgeOptions(css, candidates));
  return result?.css ?? '';
}

/** Which candidates can change what `usedCss` keeps of one stylesheet. */
export interface CssVocabulary {
  /** Class, id, element and attribute names and attribute values its selectors name. */
  names: ReadonlySet<string>;
  /** Operands of its partial attribute selectors: `[href^=…]`, `[class$=…]`, `[class*=…]`, `[class~=…]`. */
  prefixes: ReadonlySet<string>;
  suffixes: ReadonlySet<string>;
  substrings: ReadonlySet<string>;
}

/**
 * Every question PurgeCSS can ask of a page's candidates for `css`, found by trimming it once with a
 * page that answers yes to each (so every part of every selector is asked about). A candidate
 * outside the answer cannot change the result, so pages whose relevant candidates are the same get
 * the same CSS: most pages of one template differ only in words no selector names.
 */
export async function cssVocabulary(css: string): Promise<CssVocabulary> {
  const names = new Set<string>();
  const prefixes = new Set<string>();
  const suffixes = new Set<string>();
  const substrings = new Set<string>();
  const named = (name: string) => Boolean(names.add(name));
  class EveryName extends ExtractorResultSets {
    override hasAttrName(name: string) {
      return named(name);
    }
    override hasAttrValue(value: string) {
      return named(value);
    }
    override hasClass(name: string) {
      return named(name);
    }
    override hasId(id: string) {
      return named(id);
    }
    override hasTag(tag: string) {
      return named(tag);
    }
    override hasAttrPrefix(prefix: string) {
      return Boolean(prefixes.add(prefix));
    }
    override hasAttrSuffix(suffix: string) {
      return Boolean(suffixes.add(suffix));
    }
    override hasAttrSubstr(substr: string) {
      // PurgeCSS looks for each space-separated word of the operand.
      for (const word of substr.trim().split(' ')) substrings.add(word);
      return true;
    }
  }
  const purge = new PurgeCSS();
  const options = purgeOptions(css, []);
  purge.options = { ...defaultOptions, ...options, safelist: standardizeSafelist(options.safelist) };
  await purge.getPurgedCSS([{ raw: css }], new EveryName([]));
  return { names, prefixes, suffixes, substrings };
}

/** The candidates that can change what `usedCss` keeps, in a stable order (a cache key). */
export function relevantCandidates(candidates: Iterable<string>, vocabulary: CssVocabulary): string[] {
  const { names } = vocabulary;
  const [prefixes, suffixes, substrings] = [[...vocabulary.prefixes], [...vocabulary.suffixes], [...vocabulary.substrings]];
  const relevant: string[] = [];
  for (const c of candidates) {
    if (
      names.has(c) ||
      prefixes.some((p) => c.startsWith(p)) ||
      suffixes.some((s) => c.endsWith(s)) ||
      substrings.some((w) => c.includes(w))
    ) {
      relevant.push(c);
    }
  }
  return relevant.sort();
}
