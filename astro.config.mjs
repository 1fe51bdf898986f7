// @ts-check
import { defineConfig, envField, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isComingSoonPath } from './src/config/comingSoon.ts';
import { isAdminPath } from './src/config/admin.ts';
import { postLastmod } from './src/lib/blog/lastmod.ts';
import { clientDirectives } from './src/integrations/clientDirectives.ts';
import { adminBundle } from './src/admin/bundle.ts';
import { pagePath } from './src/lib/text/normalise.ts';
import { searchPath } from './src/lib/search/query.ts';
import { postBuild } from './src/integrations/postBuild.ts';
import { glossaryReport } from './src/integrations/glossaryReport.ts';
import { pseudoLanguage } from './src/integrations/pseudoLanguage.ts';
import { pseudoCode } from './src/lib/i18n/pseudo.ts';
import { facePerWeight, localFirst } from './src/build/localFirst.ts';
import { languageText, scriptLetters, subsetFontFile } from './src/build/scriptFont.ts';
import { installedDevanagari } from './src/config/fonts.ts';
import { defaultLang, langCodes, languageCodes, languages } from './src/config/languages.ts';
import { referencePath } from './src/lib/i18n/languagePaths.ts';
import { loadEnv } from 'vite';

// The public origin: set SITE_URL at build time or in .env for the real domain (an empty value, as CI
// passes for an unset variable, means the default). The config loads before Astro reads .env, so it
// reads the file itself; a variable set in the environment wins, as everywhere.
const site =
  loadEnv(process.env.NODE_ENV ?? 'production', fileURLToPath(new URL('.', import.meta.url)), '').SITE_URL ||
  'https://www.globalpath.example';

// Each blog post's last change (front-matter `updated`, else `date`) becomes its sitemap <lastmod>.
const blogDir = new URL('./src/content/blog/', import.meta.url);
const blogLastmod = new Map(
  readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [`/blog/${name.slice(0, -3)}`, postLastmod(readFileSync(new URL(name, blogDir), 'utf8'))]),
);

const astroInlinesCss = process.env.PAGE_CSS === 'astro';

// The Hindi pages' letters: Noto Sans Devanagari cut at build to the letters and weights the pages
// in Devanagari show, kept in the build cache until a new letter appears (src/build/scriptFont.ts).
const contentDir = fileURLToPath(new URL('./src/content/', import.meta.url));
const devanagariWeights = Object.keys(installedDevanagari).map(Number);
const devanagariFile = await subsetFontFile(
  '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  scriptLetters(
    [
      ...langCodes
        .filter((code) => languages[code].script === 'Devanagari')
        .map((code) => languageText(contentDir, code, languages[code].locale)),
      ...langCodes.map((code) => languages[code].name),
    ].join('\n'),
    'Devanagari',
  ),
  devanagariWeights,
);

export default defineConfig({
  site,
  trailingSlash: 'never',
  // Inter, self-hosted from @fontsource-variable/inter's files through Astro's Fonts API: one variable
  // file per subset (Latin, and Latin Extended for ₹ and accented names), behind fallbacks whose
  // metrics Astro computes from the font (size-adjust, ascent/descent overrides) for each system font
  // behind system-ui (Roboto on Android, Segoe UI, San Francisco, Arial). `optional`: Inter is used
  // only when it is at hand for the first paint, so text never swaps font and moves; when it is
  // fetched is src/components/layout/WebFont.astro. Tailwind's font-sans uses --font-inter.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['system-ui'],
      display: 'optional',
      options: {
        variants: [
          {
            src: ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
            weight: '100 900',
            style: 'normal',
            unicodeRange: [
              'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
            ],
          },
          {
            src: ['@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'],
            weight: '100 900',
            style: 'normal',
            unicodeRange: [
              'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
            ],
          },
        ],
      },
    },
    // Noto Sans Devanagari for Hindi: its Devanagari letters only (Latin letters and digits stay
    // Inter's, which comes first in the stack; on Hindi pages these faces come next, before Inter's
    // fallbacks: src/lib/fonts/webFontCss.ts). Each weight's face looks for the letters in the
    // device's own Devanagari fonts first (src/config/fonts.ts) and downloads the site's cut of the
    // font (above, about 50 KB) only where there is none; `swap`: on such a device the letters show as
    // soon as it arrives, where `optional` kept empty boxes for the whole first page. Its faces are
    // in Hindi pages from the start (src/components/layout/WebFont.astro); English pages have none.
    {
      provider: localFirst(fontProviders.local(), installedDevanagari),
      name: 'Noto Sans Devanagari',
      cssVariable: '--font-devanagari',
      fallbacks: ['Noto Sans Devanagari'],
      display: 'swap',
      options: {
        variants: facePerWeight(installedDevanagari, devanagariFile, 'U+0900-097F,U+200C-200D,U+25CC'),
      },
    },
  ],
  // Pages render a few at a time: a post's share image is rasterised by sharp off the main thread, so
  // while one waits for it the others render (one image at a time left the second core idle).
  // Each page's CSS is inlined by our post-build step, trimmed to the rules the page uses
  // (src/integrations/pageStyles.ts). PAGE_CSS=astro builds the alternative it was measured against,
  // Astro's own `inlineStylesheets: 'always'` (the route's whole bundle inline): `npm run bench -- css`.
  build: { format: 'file', concurrency: availableParallelism() * 2, ...(astroInlinesCss ? { inlineStylesheets: 'always' } : {}) },
  integrations: [
    // PSEUDO_LOCALE=1 adds the pseudo-language to the languages, for the test that walks it; unset, nothing changes.
    pseudoLanguage(),
    // The admin's script (src/admin) is no island: Astro installs React Fast Refresh's preamble only
    // before it hydrates islands, so in `astro dev` a refresh-wrapped admin module throws "can't
    // detect preamble" and /admin stays blank. Left out, its JSX compiles as in its own build.
    react({ exclude: [/\/src\/admin\//] }),
    clientDirectives(),
    // The content admin's script, built apart so no public page's JavaScript changes (/admin only).
    adminBundle(),
    // Coming-soon pages are placeholders (noindex) and stay out of the sitemap, like the 404 page and
    // the editors' admin.
    sitemap({
      // English at the root, every other language under its code (the routes: src/lib/i18n/routes.ts):
      // each page lists its twin in every language (xhtml:link alternates).
      i18n: { defaultLocale: defaultLang, locales: Object.fromEntries(langCodes.map((code) => [code, code])) },
      filter: (page) => {
        const path = referencePath(pagePath(new URL(page).pathname), languageCodes);
        // The pseudo-language's pages (a build with PSEUDO_LOCALE set) are for the tests, never published.
        if (path.split('/')[1] === pseudoCode) return false;
        // The search page (noindex) only answers queries; it is not content for search engines.
        return path !== searchPath && !isComingSoonPath(path) && path !== '/404' && !isAdminPath(path);
      },
      serialize: (item) => {
        const lastmod = blogLastmod.get(referencePath(pagePath(new URL(item.url).pathname), languageCodes));
        return lastmod ? { ...item, lastmod: lastmod.toISOString() } : item;
      },
    }),
    // After everything else that writes into dist/ (the admin bundle, the sitemap): one pipeline over the
    // built pages, in order: each page's CSS inline, the site-search index, first-screen images inside
    // their pages, then the host files and the brotli/gzip copies of every text file.
    postBuild({ trimPageCss: !astroInlinesCss }),
    // Each language's copy against its glossary, listed for editors (src/content/glossary/).
    glossaryReport(),
  ],
  env: {
    schema: {
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_RECAPTCHA_SITE_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_ANALYTICS_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      // The booking calendar (Cal.com): where its booking pages live (https://cal.com, or a self-hosted
      // instance), where its embed script is served when that differs (derived when unset:
      // src/lib/booking/config.ts) and the event to book, "team/free-consultation". Without the origin
      // and the event, /contact offers the form and WhatsApp.
      PUBLIC_CALCOM_ORIGIN: envField.string({ context: 'client', access: 'public', optional: true, url: true }),
      PUBLIC_CALCOM_EMBED_ORIGIN: envField.string({ context: 'client', access: 'public', optional: true, url: true }),
      PUBLIC_CALCOM_LINK: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  // Prism adds classes, not inline styles, so code blocks follow our CSS (and a strict CSP).
  markdown: { syntaxHighlight: 'prism' },
  // Content Security Policy as a <meta> tag on every page (Astro hashes its own scripts and styles).
  // Pages that use a third party widen it for themselves only: they name it to BaseLayout (`thirdParties`,
  // as src/pages/contact.astro does), which adds its origins from src/lib/seo/csp.ts.
  // frame-ancestors cannot live in a meta tag: it is an HTTP header (src/config/serving.ts).
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "form-action 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "media-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ],
      // framer-motion animates through inline style attributes; <style> elements stay hash-only.
      styleDirective: {
        resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
