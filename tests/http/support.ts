/**
 * Shared by the HTTP specs: raw requests (the exact bytes and headers nginx sends, no decoding,
 * no redirects followed), header checks against src/config/serving.ts, and probe files placed in
 * dist/ for one spec (a dot-file, a folder page, a file type the build has none of).
 */
import { expect } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { request } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import { distDir, sitePages, type SitePage } from '../e2e/audit-support';

interface RawResponse {
  status: number;
  /** Every value of a header, by lower-case name (a header sent twice has two). */
  headers: Map<string, string[]>;
  body: Buffer;
  /** The one value of a header, or undefined. */
  header(name: string): string | undefined;
}

/** Sends a request with exactly this path (nothing normalised or escaped) and these headers. */
export function raw(baseURL: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Map<string, string[]>();
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i].toLowerCase();
          headers.set(name, [...(headers.get(name) ?? []), res.rawHeaders[i + 1]]);
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks), header: (name) => headers.get(name.toLowerCase())?.[0] });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Each expected header is sent exactly once, with exactly this value. */
export function expectHeaders(response: RawResponse, expected: Record<string, string>, where: string): void {
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers.get(name.toLowerCase()), `${where}: ${name}`).toEqual([value]);
  }
}

/** Every file of the build, as URL paths (`/about.html`), precompressed copies left out. */
export function distPaths(): string[] {
  return (readdirSync(distDir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

/**
 * The largest hashed build asset of a type (`js`, `css`, `webp`) in a folder of the build (the site's
 * `/_astro/`, or the admin's `/_admin/`), as a URL path.
 */
export function largestAsset(extension: string, folder = '/_astro/'): string {
  return distPaths()
    .filter((path) => path.startsWith(folder) && path.endsWith(`.${extension}`))
    .sort((a, b) => statSync(join(distDir, b)).size - statSync(join(distDir, a)).size)[0];
}

/** The hero video (the build's .mp4). */
export function heroVideo(): string {
  return distPaths().find((path) => path.endsWith('.mp4'))!;
}

/** A file of the site-search index's `index` or `fragment` folder (Pagefind names them by content hash). */
export function searchIndexFile(folder: 'index' | 'fragment'): string {
  return distPaths().find((path) => path.startsWith(`/pagefind/${folder}/`))!;
}

/** A page of the build other than home. */
export function aPage(): SitePage {
  return sitePages().find((p) => p.kind === 'page' && p.path !== '/')!;
}

/** Writes files into dist/ (path → content); the returned function removes them and any folder made for them. */
export function placeProbes(files: Record<string, string>): () => void {
  const created: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    const file = join(distDir, path);
    // The outermost folder that does not exist yet goes when the probe goes; existing ones stay.
    let newFolder: string | undefined;
    for (let folder = dirname(file); folder !== distDir && !existsSync(folder); folder = dirname(folder)) newFolder = folder;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    created.push(newFolder ?? file);
  }
  return () => {
    for (const path of created) rmSync(path, { recursive: true, force: true });
  };
}
