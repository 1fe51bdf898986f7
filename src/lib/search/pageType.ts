/** Which kind of page a path is, for the label above a site-search result ("Destination", "Article"). */

export interface PageTypeRule {
  type: string;
  /** A rule matches these paths and every path below them ('/' matches only the home page). */
  paths: readonly string[];
}

const normalise = (path: string) => path.replace(/\.html$/, '').replace(/\/index$/, '').replace(/(.)\/$/, '$1') || '/';

/** The first rule that matches the path wins; a path no rule knows is a plain 'Page'. */
export function pageTypeFor(path: string, rules: readonly PageTypeRule[]): string {
  const target = normalise(path);
  const rule = rules.find(({ paths }) => paths.some((p) => target === p || (p !== '/' && target.startsWith(`${p}/`))));
  return rule?.type ?? 'Page';
}
