import { createHash } from 'node:crypto';

interface CspContext {
  csp?: { insertScriptHash: (hash: `sha256-${string}`) => void };
}

/**
 * A small inline script that must run before the first paint: its SHA-256 hash goes into the
 * page's Content Security Policy (which allows no other inline script), and the code comes back
 * for `<script is:inline set:html={…} />`. Call it from a page's frontmatter, before the layout
 * renders the CSP <meta>.
 */
export function inlineScript(astro: CspContext, code: string): string {
  astro.csp?.insertScriptHash(`sha256-${createHash('sha256').update(code).digest('base64')}`);
  return code;
}
