/**
 * Shared by the HTTP specs: raw requests (the exact bytes and headers nginx sends, no decoding,
 * no redirects followed), header checks against src/config/serving.ts, and probe files placed in
 * dist/ for one spec (a dot-file, a folder page, a file type the build has none of).
 */
import { expect } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:tls';
import { dirname, join, relative, sep } from 'node:path';
import { distDir, sitePages, type SitePage } from '../e2e/audit-support';
import { testCa } from './origins';

interface RawResponse {
  status: number;
  /** Every value of a header, by lower-case name (a header sent twice has two). */
  headers: Map<string, string[]>;
  body: Buffer;
  /** The one value of a header, or undefined. */
  header(name: string): string | undefined;
}

interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  /** The name sent in the TLS handshake (SNI), when it is not the URL's host. */
  servername?: string;
  /** Where nginx is reached: 127.0.0.1 unless given (::1 for IPv6). */
  address?: string;
}

/**
 * Sends a request with exactly this path (nothing normalised or escaped) and these headers, over
 * HTTP/1.1: to nginx on 127.0.0.1 (or `address`) at the URL's port, naming the URL's host (Host,
 * and SNI over HTTPS, trusting only the run's certificate authority).
 */
export function raw(baseURL: string, path: string, options: RawOptions = {}): Promise<RawResponse> {
  const { protocol, hostname, host, port } = new URL(baseURL);
  const headers = { Host: host, ...options.headers };
  const common = { host: options.address ?? '127.0.0.1', port, path, method: options.method ?? 'GET', headers, agent: false } as const;
  return new Promise((resolve, reject) => {
    const respond = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Map<string, string[]>();
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i].toLowerCase();
          headers.set(name, [...(headers.get(name) ?? []), res.rawHeaders[i + 1]]);
        }
        resolve({
          status: res.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks),
          header: (name) => headers.get(name.toLowerCase())?.[0],
        });
      });
    };
    const req =
      protocol === 'https:'
        ? httpsRequest({ ...common, servername: options.servername ?? hostname, ca: testCa() }, respond)
        : httpRequest(common, respond);
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends these exact bytes over TLS to nginx at the URL's port (SNI the URL's host) and reads the
 * answer's status and headers: for requests no HTTP client would send, which nginx must refuse.
 */
export function rawBytes(baseURL: string, request: string): Promise<Pick<RawResponse, 'status' | 'headers' | 'header'>> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port), servername: hostname, ca: testCa() }, () => socket.end(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map<string, string[]>();
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, header: (name) => headers.get(name.toLowerCase())?.[0] });
    });
  });
}

/** Each expected header is sent exactly once, with exactly this value. */
export function expectHeaders(response: Pick<RawResponse, 'headers'>, expected: Record<string, string>, where: string): void {
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers.get(name.toLowerCase()), `${where}: ${name}`).toEqual([value]);
  }
}

/** The admin's own build, served from its own host name. */
export const adminDistDir = join(process.cwd(), 'dist-admin');

/** Every file of a build (the site's unless given), as URL paths (`/about.html`), precompressed copies left out. */
export function distPaths(root = distDir): string[] {
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

/**
 * The largest hashed build asset of a type (`js`, `webp`) in a folder of a build (the site's
 * `/_astro/`, or the admin's `/_admin/` in adminDistDir), as a URL path.
 */
export function largestAsset(extension: string, folder = '/_astro/', root = distDir): string {
  return distPaths(root)
    .filter((path) => path.startsWith(folder) && path.endsWith(`.${extension}`))
    .sort((a, b) => statSync(join(root, b)).size - statSync(join(root, a)).size)[0];
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

/**
 * Writes files into dist/, or another build's folder (path → content); the returned function removes
 * them and any folder made for them.
 */
export function placeProbes(files: Record<string, string>, root = distDir): () => void {
  const created: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    // The outermost folder that does not exist yet goes when the probe goes; existing ones stay.
    let newFolder: string | undefined;
    for (let folder = dirname(file); folder !== root && !existsSync(folder); folder = dirname(folder)) newFolder = folder;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    created.push(newFolder ?? file);
  }
  return () => {
    for (const path of created) rmSync(path, { recursive: true, force: true });
  };
}
