/**
 * Writes the host files from src/config/serving.ts (dist/_headers and dist/_redirects for Netlify and
 * Cloudflare Pages; deploy/nginx/generated/ for nginx, outside dist/ so it is never served, with
 * generated/admin/ for the admin's origin) and stores brotli and gzip copies of the text files, which
 * nginx sends as they are: a fifth fewer bytes than its own gzip on the fly and no compression work
 * per response (`npm run bench -- steps`). The last step of the pipeline
 * (src/integrations/postBuild.ts), so every file the others write is compressed too.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as servingConfig from '../config/serving';
import { headersFile, redirectsFile } from '../lib/serving/hostFiles';
import { adminNginxFiles, nginxFiles } from '../lib/serving/nginx';
import { precompress } from '../build/precompress';
import type { PostBuildStep } from './postBuild';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export const serving: PostBuildStep = async ({ site, logger, projectRoot }) => {
  await writeFile(join(site.root, '_headers'), headersFile(servingConfig.headerRules));
  await writeFile(join(site.root, '_redirects'), redirectsFile(servingConfig.redirects, servingConfig.notFoundPages));
  const nginxDir = new URL('deploy/nginx/generated/', projectRoot);
  await mkdir(nginxDir, { recursive: true });
  for (const [name, text] of Object.entries(nginxFiles(servingConfig))) await writeFile(new URL(name, nginxDir), text);
  await mkdir(new URL('admin/', nginxDir), { recursive: true });
  for (const [name, text] of Object.entries(adminNginxFiles(servingConfig))) await writeFile(new URL(`admin/${name}`, nginxDir), text);
  logger.info('wrote _headers, _redirects and deploy/nginx/generated/ from src/config/serving.ts');

  // The pages are in memory already; every other text file is read here.
  const pages = new Map(site.pages.map((page) => [page.file, page.html]));
  const summary = await precompress(site.root, servingConfig.precompressedExtensions, (file) => pages.get(file));
  return `precompressed ${summary.files} text files: ${kb(summary.bytes)} → brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`;
};
