// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync } from 'node:fs';
import { isComingSoonPath } from './src/config/comingSoon.ts';
import { postLastmod } from './src/lib/blog/lastmod.ts';
import { searchPath } from './src/lib/search/query.ts';
import siteSearch from './src/integrations/siteSearch.ts';

// The public origin: set SITE_URL at build time for the real domain.
const site = process.env.SITE_URL ?? 'https://www.globalpath.example';

// Each blog post's last change (front-matter `updated`, else `date`) becomes its sitemap <lastmod>.
const blogDir = new URL('./src/content/blog/', import.meta.url);
const blogLastmod = new Map(
  readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [`/blog/${name.slice(0, -3)}`, postLastmod(readFileSync(new URL(name, blogDir), 'utf8'))]),
);

export default defineConfig({
  site,
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    react(),
    // Coming-soon pages are placeholders (noindex) and stay out of the sitemap, like the 404 page.
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname;
        // The search page (noindex) only answers queries; it is not content for search engines.
        if (path.replace(/\.html$/, '') === searchPath) return false;
        return !isComingSoonPath(path) && !/^\/404(\.html)?\/?$/.test(path);
      },
      serialize: (item) => {
        const lastmod = blogLastmod.get(new URL(item.url).pathname.replace(/\.html$/, ''));
        return lastmod ? { ...item, lastmod: lastmod.toISOString() } : item;
      },
    }),
    siteSearch(),
  ],
  env: {
    schema: {
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_RECAPTCHA_SITE_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_ANALYTICS_ID: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  // Prism adds classes, not inline styles, so code blocks follow our CSS (and a strict CSP).
  markdown: { syntaxHighlight: 'prism' },
  // Content Security Policy as a <meta> tag on every page (Astro hashes its own scripts and styles).
  // Pages that use a third party widen it for themselves only (src/lib/seo/csp.ts, ContactPageCsp.astro).
  // frame-ancestors cannot live in a meta tag: public/_headers sends it as an HTTP header.
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
