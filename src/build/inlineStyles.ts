import { createHash } from 'node:crypto';

const stylesheetLink = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"[^>]*>/g;

/** Site paths of the bundled stylesheets a built page links. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(stylesheetLink)].map((m) => m[1]!);
}

/** The CSP source expression that allows exactly this `<style>` content. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * The page with its bundled stylesheet links replaced by one `<style>` holding `css` (where the first
 * link was), so nothing blocks the first paint, and the style's hash added to the page's
 * Content-Security-Policy `style-src`.
 */
export function inlineStylesheets(html: string, css: string): string {
  let first = true;
  const inlined = html.replace(stylesheetLink, () => {
    if (!first) return '';
    first = false;
    return `<style>${css}</style>`;
  });
  return inlined.replace(
    /(<meta http-equiv="content-security-policy" content="[^"]*?style-src )([^;"]*)/i,
    (_, before: string, sources: string) => `${before}${sources} ${styleHash(css)}`,
  );
}
