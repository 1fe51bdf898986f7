/** Which kind of page a path is, for the label above a site-search result ("Destination", "Article"). */
import { isCurrentSection } from '../navigation/currentSection';
import { pagePath } from '../text/normalise';

export interface PageTypeRule<T extends string = string> {
  type: T;
  /** A rule matches these paths and every path below them ('/' matches only the home page). */
  paths: readonly string[];
}

/** The first rule that matches the path wins; a path no rule knows has no kind. */
export function pageTypeFor<T extends string>(path: string, rules: readonly PageTypeRule<T>[]): T | undefined {
  const target = pagePath(path);
  return rules.find(({ paths }) => paths.some((p) => isCurrentSection(p, target)))?.type;
}
