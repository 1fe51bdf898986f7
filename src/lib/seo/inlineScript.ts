import { createHash } from 'node:crypto';

interface CspContext {
  csp?: { insertScriptHash: (hash: `sha256-${string}`) => void; insertStyleHash: (hash: `sha256-${string}`) => void };
}

const sha256 = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}` as const;

/**
 * A small inline script that must run before the first paint: its SHA-256 hash goes into the
 * page's Content Security Policy (which allows no other inline script), and the code comes back
 * for `<script is:inline set:html={…} />`. Call it from a page's frontmatter, before the layout
 * renders the CSP <meta>.
 */
export function inlineScript(astro: CspContext, code: string): string {
  astro.csp?.insertScriptHash(sha256(code));
  return code;
}

/** The same for a `<style is:inline set:html={…} />` that Astro does not hash itself. */
export function inlineStyle(astro: CspContext, css: string): string {
  astro.csp?.insertStyleHash(sha256(css));
  return css;
}
