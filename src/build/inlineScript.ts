import { createHash } from 'node:crypto';

type Hash = `sha256-${string}`;

const sha256 = (code: string): Hash => `sha256-${createHash('sha256').update(code).digest('base64')}`;

/**
 * A small inline script that must run before the first paint: its SHA-256 hash goes into the
 * page's Content Security Policy (which allows no other inline script), and the code comes back
 * for `<script is:inline set:html={…} />`. Call it from a page's frontmatter, before the layout
 * renders the CSP <meta>.
 */
export function inlineScript(astro: { csp?: { insertScriptHash: (hash: Hash) => void } }, code: string): string {
  astro.csp?.insertScriptHash(sha256(code));
  return code;
}

/** The same for a `<style is:inline set:html={…} />` that Astro does not hash itself. */
export function inlineStyle(astro: { csp?: { insertStyleHash: (hash: Hash) => void } }, css: string): string {
  astro.csp?.insertStyleHash(sha256(css));
  return css;
}
