/**
 * Whether a navigation link to `linkPath` is the current page or a section holding it (`current` as
 * `pagePath` in src/lib/text reads it). Home is current only on the home page.
 */
export function isCurrentSection(linkPath: string, current: string): boolean {
  if (linkPath === '/') return current === '/';
  return current === linkPath || current.startsWith(`${linkPath}/`);
}
