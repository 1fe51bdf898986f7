/**
 * Splits the CSS Astro's <Font> writes into what the first paint needs and the web font itself:
 * the metric-matched fallback faces (`src: local(…)`, no download) and the font-family variable stay
 * in the page; the faces that download a file (`src: url(…)`) wait until after the first paint.
 */
export function splitFontCss(css: string): { firstPaint: string; afterPaint: string } {
  const downloads = (rule: string) => /^@font-face\s*\{[^}]*\burl\(/.test(rule);
  const rules = (css.match(/[^{}]+\{[^}]*\}/g) ?? []).map((rule) => rule.trim());
  return {
    firstPaint: rules.filter((rule) => !downloads(rule)).join(''),
    afterPaint: rules.filter(downloads).join(''),
  };
}

/** The font families a CSS variable lists in `css` (`--font-inter: Inter-1, "Inter-1 fallback: Arial", system-ui`), in order. */
export function familiesOf(css: string, variable: string): string[] {
  const value = new RegExp(`${variable}\\s*:([^;}]*)`).exec(css)?.[1] ?? '';
  return (value.match(/"[^"]*"|[^,\s][^,]*/g) ?? []).map((family) => family.trim());
}

/**
 * The page's stack when its language is written in a script Inter lacks: Inter's own face, then the
 * script's faces (its web font and the same design installed), then Inter's metric-matched
 * fallbacks and system-ui. The browser takes each letter from the first face that has it, and a
 * Devanagari letter placed after Inter's fallbacks was looked for in each of them and in system-ui
 * first: on a slow phone that search made a Hindi page's first layout twice as long as an English
 * one's. Latin letters still come from Inter once it is at hand; on a first visit they come from
 * the installed Devanagari font's own Latin, drawn to match its letters (text never swaps font).
 */
export function scriptFirst(latin: string[], script: string[]): string[] {
  const [own, ...fallbacks] = latin;
  return own === undefined ? script : [own, ...script, ...fallbacks];
}
