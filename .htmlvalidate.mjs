/**
 * html-validate over every page the build writes (tests/e2e/built-pages.spec.ts): the recommended
 * preset, with the accessibility rules (image alternatives, labels, landmarks, ARIA) and the
 * document rules (heading levels never skipped, every field labelled, references that resolve),
 * relaxed only where the framework's own output (Astro, and the React renderer it uses for islands)
 * differs from the preset's style choices. Each relaxation says why.
 */
export default {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:a11y', 'html-validate:document'],
  elements: [
    'html5',
    {
      // Astro writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>`
      // into <body>, just before the first island; we cannot move it, so <style> counts as flow
      // content. Every other content rule stays on.
      style: { flow: true },
    },
  ],
  rules: {
    // React's server renderer self-closes void elements (`<img/>`, `<input/>`) while Astro omits
    // the slash; both are valid HTML and the preset allows only one style.
    'void-style': 'off',
    // React writes some attribute names as DOM properties (`dateTime`, `autoComplete`, `maxLength`);
    // HTML attribute names are case-insensitive. Everything else must still be lowercase.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean attributes as `disabled=""` and `hidden=""`, Astro as bare `disabled`;
    // the same HTML, and the preset allows only one style.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Astro's Markdown heading ids (`4-fees-and-payment`) and React's useId (`_r1_-tab`) start with
    // a digit or underscore: valid HTML ids. Relaxed mode still rejects empty ids and whitespace.
    'valid-id': ['error', { relaxed: true }],
    // framer-motion renders the carousel's animated values as inline style on the server (the CSP
    // allows style attributes for it). Any other inline style is still an error.
    'no-inline-style': ['error', { allowedProperties: ['display', 'opacity', 'visibility', 'transform'] }],
    // Integrity hashes guard what another origin serves; our own hashed /_astro/ files come from the
    // same server as the page that names them. A script or stylesheet from any other origin still
    // needs `integrity`.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
};
