/** Which kind of page a path is, for the label above a site-search result ("Destination", "Article"). */
import { isCurrentSection, routePath } from '../seo/routePath';

export interface PageTypeRule {
  type: string;
  /** A rule matches these paths and every path below them ('/' matches only the home page). */
  paths: readonly string[];
}

/** The first rule that matches the path wins; a path no rule knows is a plain 'Page'. */
export function pageTypeFor(path: string, rules: readonly PageTypeRule[]): string {
  const target = routePath(path);
  const rule = rules.find(({ paths }) => paths.some((p) => isCurrentSection(p, target)));
  return rule?.type ?? 'Page';
}
