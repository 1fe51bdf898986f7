/** "<Screen> | <Brand>", or the brand's own line on the home page (each screen's title, then the brand). */
export function pageTitle(screen: string | undefined, brandName: string, homeTagline: string): string {
  const name = screen?.trim();
  return name ? `${name} | ${brandName}` : `${brandName} | ${homeTagline}`;
}
