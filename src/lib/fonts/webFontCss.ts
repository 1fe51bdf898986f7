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
