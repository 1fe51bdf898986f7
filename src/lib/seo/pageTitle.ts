/** Search engines cut titles longer than this, and html-validate's `long-title` rule flags them. */
export const maxTitleLength = 70;

/**
 * "<Screen> | <Brand>", or the brand's own line on the home page (each screen's title, then the brand).
 * A title too long for search results keeps the screen's words and shortens the brand to its short
 * name; if it is still too long, the screen's name is cut at a word and ends in "…".
 */
export function pageTitle(screen: string | undefined, brandName: string, homeTagline: string, shortBrandName = brandName): string {
  const name = screen?.trim();
  if (!name) return `${brandName} | ${homeTagline}`;
  for (const brand of [brandName, shortBrandName]) {
    if (`${name} | ${brand}`.length <= maxTitleLength) return `${name} | ${brand}`;
  }
  const room = maxTitleLength - ` | ${shortBrandName}`.length - 1;
  const head = name.slice(0, room + 1);
  const cut = (/\s/.test(head) ? head.replace(/\s+\S*$/, '') : head.slice(0, room)).replace(/[\s,:;–-]+$/, '');
  return `${cut}… | ${shortBrandName}`;
}
