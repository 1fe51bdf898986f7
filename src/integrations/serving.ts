/**
 * After the build: writes the host files from src/config/serving.ts (dist/_headers and
 * dist/_redirects for Netlify and Cloudflare Pages; deploy/nginx/generated/ for nginx, outside dist/
 * so it is never served, with generated/admin/ for the admin's origin) and stores brotli and gzip
 * copies of the text files.
 * List it after every integration that writes files (the sitemap), so those are compressed too.
 */
import type { AstroIntegration } from 'astro';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as servingConfig from '../config/serving';
import { headersFile, redirectsFile } from '../lib/serving/hostFiles';
import { adminNginxFiles, nginxFiles } from '../lib/serving/nginx';
import { precompress } from './precompress';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export default function serving(): AstroIntegration {
  let root: URL;
  return {
    name: 'serving',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_headers', dir), headersFile(servingConfig.headerRules));
        await writeFile(new URL('_redirects', dir), redirectsFile(servingConfig.redirects));
        const nginxDir = new URL('deploy/nginx/generated/', root);
        await mkdir(nginxDir, { recursive: true });
        for (const [name, text] of Object.entries(nginxFiles(servingConfig))) await writeFile(new URL(name, nginxDir), text);
        await mkdir(new URL('admin/', nginxDir), { recursive: true });
        for (const [name, text] of Object.entries(adminNginxFiles(servingConfig))) await writeFile(new URL(`admin/${name}`, nginxDir), text);
        logger.info('wrote _headers, _redirects and deploy/nginx/generated/ from src/config/serving.ts');

        const summary = await precompress(fileURLToPath(dir), servingConfig.precompressedExtensions);
        logger.info(
          `precompressed ${summary.files} text files: ${kb(summary.bytes)} → brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`,
        );
      },
    },
  };
}
