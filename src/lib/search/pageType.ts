/** Which kind of page a path is, for the label above a site-search result ("Destination", "Article"). */
import { isCurrentSection } from '../navigation/currentSection';
import { pagePath } from '../text/normalise';

export interface PageTypeRule {
  type: string;
  /** A rule matches these paths and every path below them ('/' matches only the home page). */
  paths: readonly string[];
}

/** The first rule that matches the path wins; a path no rule knows is a plain 'Page'. */
export function pageTypeFor(path: string, rules: readonly PageTypeRule[]): string {
  const target = pagePath(path);
  const rule = rules.find(({ paths }) => paths.some((p) => isCurrentSection(p, target)));
  return rule?.type ?? 'Page';
}
