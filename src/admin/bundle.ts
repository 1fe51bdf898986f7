/**
 * The content admin is built as its own output, beside the site's: dist/ → dist-admin/, served from
 * its own origin (admin.<domain>), so the editors' GitHub token in its localStorage is out of reach
 * of every script a public page loads (analytics included), and no host serving dist/ can serve the
 * admin. After the site's build this step moves the rendered admin page to dist-admin/index.html,
 * builds its script in a second Vite build into dist-admin/_admin/ (sharing no chunk with the public
 * pages: their JavaScript stays byte for byte what it is without the admin), names every file by its
 * content, and writes the origin's _headers and brotli/gzip copies. In `astro dev` the admin page
 * is /admin on the dev server and loads the source.
 */
import type { AstroIntegration } from 'astro';
import tailwindcss from '@tailwindcss/vite';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { admin, adminOutDir, adminScript } from '../config/admin.ts';
import { adminHeaderRules, precompressedExtensions } from '../config/serving.ts';
import { headersFile } from '../lib/serving/hostFiles.ts';
import { precompress } from '../build/precompress.ts';

export function adminBundle(): AstroIntegration {
  let root: URL;
  return {
    name: 'admin-bundle',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const page = new URL(`.${admin.path}.html`, dir);
        // Throw-away copies of the site (tests, benchmarks) build pages only.
        if (process.env.ADMIN_BUNDLE === 'off') {
          await rm(page, { force: true });
          return logger.info('admin skipped (ADMIN_BUNDLE=off)');
        }
        const started = performance.now();
        const out = adminOutDir(dir);
        await rm(out, { recursive: true, force: true });
        const output = await build({
          configFile: false,
          root: fileURLToPath(root),
          base: adminScript.folder,
          logLevel: 'warn',
          publicDir: false,
          plugins: [tailwindcss()],
          resolve: { alias: { '~': fileURLToPath(new URL('src', root)) } },
          build: {
            outDir: fileURLToPath(new URL(`.${adminScript.folder}`, out)),
            emptyOutDir: true,
            // Decap is one large app, loaded by editors only.
            chunkSizeWarningLimit: 8192,
            rolldownOptions: {
              input: fileURLToPath(new URL(`.${adminScript.source}`, root)),
              output: { entryFileNames: 'cms-[hash].js', chunkFileNames: 'cms-[hash].js', assetFileNames: '[name]-[hash][extname]' },
            },
          },
        });
        const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
        const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        if (!entry) throw new Error('admin-bundle: the admin build wrote no entry script');

        // The page names its script by the content-named file the build just wrote.
        const html = await readFile(page, 'utf8');
        const placeholder = `src="${adminScript.built}"`;
        if (!html.includes(placeholder)) throw new Error(`admin-bundle: ${fileURLToPath(page)} does not load ${adminScript.built}`);
        await writeFile(new URL('index.html', out), html.replace(placeholder, `src="${adminScript.folder}${entry.fileName}"`));
        await rm(page);
        await copyFile(new URL(`public${admin.icon}`, root), new URL(`.${admin.icon}`, out));
        await writeFile(new URL('_headers', out), headersFile(adminHeaderRules));
        await precompress(fileURLToPath(out), precompressedExtensions);
        logger.info(`admin built into ${fileURLToPath(out)} in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
