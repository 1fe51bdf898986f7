/**
 * Google Maps links for an office. The search link opens Maps in a new tab (documented "Maps URLs"
 * format); the embed link is the keyless frame the page loads only when the visitor asks for it.
 */
const searchBase = 'https://www.google.com/maps/search/?api=1&query=';

export function mapsSearchUrl(place: string): string {
  return searchBase + encodeURIComponent(place);
}

/** The place an office's map link points at, or null when the link is not a Maps search link. */
export function placeFromMapLink(mapLink: string): string | null {
  try {
    const url = new URL(mapLink);
    if (url.origin !== 'https://www.google.com' || !url.pathname.startsWith('/maps')) return null;
    return url.searchParams.get('query') ?? url.searchParams.get('q');
  } catch {
    return null;
  }
}

export function mapsEmbedUrl(place: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;
}
