import { PurgeCSS } from 'purgecss';

/**
 * Every string in markup or script that could name a CSS class, id, element or attribute: whole
 * Tailwind candidates as Tailwind itself reads them (`hover:bg-[#0b6e3a]`, `aria-[current=page]:font-semibold`)
 * plus their word parts (`aria-current`, `page`), which attribute selectors need.
 */
export function cssCandidates(source: string): Set<string> {
  return new Set([...(source.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? []), ...(source.match(/[\w-]+/g) ?? [])]);
}

/**
 * The part of `css` that can style a page whose markup and scripts yield `candidates`: a rule stays
 * when every class, id and attribute its selector names occurs in them, so states that scripts switch
 * on later (an open menu, a selected tab) keep their rules. Unused keyframes and custom properties go.
 */
export async function usedCss(css: string, candidates: Iterable<string>): Promise<string> {
  // A name that occurs only inside a negation (`:not([hidden=until-found])`, typography's
  // `:not(.not-prose)`) never makes a rule unusable, yet PurgeCSS treats it as required: count it
  // as present. For the same reason a negation counts as present in a selector (`:where(:not(…))`).
  const negated = [...css.matchAll(/:not\(([^)]*)\)/g)].flatMap((m) => [...cssCandidates(m[1]!)]);
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: [...candidates, ...negated].join(' '), extension: 'txt' }],
    css: [{ raw: css }],
    defaultExtractor: (content) => content.split(' '),
    safelist: { standard: [/^:not$/] },
    keyframes: true,
    variables: true,
  });
  return result?.css ?? '';
}
