/**
 * The site path a visitor sees for a built page: `/` for the home page, no `.html`, no trailing
 * slash. Astro reports pages built as files (`build.format: 'file'`) as `/index.html`, `/about.html`.
 */
export function routePath(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/(^|\/)index$/, '').replace(/\/+$/, '');
  return path.startsWith('/') ? path || '/' : `/${path}`;
}

/** Whether a navigation link to `linkPath` is the current page or a section holding it. */
export function isCurrentSection(linkPath: string, current: string): boolean {
  if (linkPath === '/') return current === '/';
  return current === linkPath || current.startsWith(`${linkPath}/`);
}
