/**
 * The admin's script is built on its own, in a second Vite build after the site's, so it shares no
 * chunk with the public pages: their JavaScript stays byte for byte what it is without the admin
 * (one build would split React and the bundler's helpers into chunks both load). In `astro dev` the
 * admin page loads the source through the dev server instead.
 */
import type { AstroIntegration } from 'astro';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { adminScript } from '../config/admin.ts';

export function adminBundle(): AstroIntegration {
  let root: URL;
  return {
    name: 'admin-bundle',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        // Throw-away copies of the site (tests, benchmarks) build pages only.
        if (process.env.ADMIN_BUNDLE === 'off') return logger.info('admin bundle skipped (ADMIN_BUNDLE=off)');
        const started = performance.now();
        await build({
          configFile: false,
          root: fileURLToPath(root),
          base: new URL('.', `file://${adminScript.built}`).pathname,
          logLevel: 'warn',
          publicDir: false,
          plugins: [tailwindcss()],
          resolve: { alias: { '~': fileURLToPath(new URL('src', root)) } },
          build: {
            outDir: fileURLToPath(new URL(`.${adminScript.built.replace(/[^/]+$/, '')}`, dir)),
            emptyOutDir: true,
            // Decap is one large app, loaded by editors only.
            chunkSizeWarningLimit: 8192,
            rolldownOptions: {
              input: fileURLToPath(new URL(`.${adminScript.source}`, root)),
              output: { entryFileNames: adminScript.built.split('/').pop(), chunkFileNames: 'cms-[hash].js', assetFileNames: '[name]-[hash][extname]' },
            },
          },
        });
        logger.info(`admin bundle built in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
