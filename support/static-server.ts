/**
 * A minimal static file server for a build other than dist/ (a fixture build, a benchmark's copy,
 * the admin's dist-admin/), since `astro preview` serves one output folder per project. It resolves
 * `/about` to `about.html` like the real hosts do, and sends the build's brotli or gzip copy of a file
 * when the browser accepts it, as nginx's brotli_static and gzip_static do.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const encodings = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Serves `roots` on 127.0.0.1 at `port` (0: any free port): a path is looked up in each root in turn,
 * so a second folder can add files beside a build without touching it. The first root's 404.html
 * answers a path found in none.
 */
export async function serveFolder(roots: string | readonly string[], port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const folders = typeof roots === 'string' ? [roots] : roots;
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = folders
      .flatMap((root) => [join(root, path), join(root, `${path}.html`), join(root, path, 'index.html')].filter((f) => f.startsWith(root)))
      .find((f) => existsSync(f) && statSync(f).isFile());
    if (!file) {
      // The first folder's 404 page where it has one (the admin's build has none).
      const notFound = join(folders[0]!, '404.html');
      res.writeHead(404, { 'Content-Type': types['.html'] });
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const [encoding, suffix] = encodings.find(([name, suffix]) => accepted.includes(name) && existsSync(file + suffix)) ?? [];
    res.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(readFileSync(suffix ? file + suffix : file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${listening}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser keeps its connections open: stop now, not when they time out.
        server.closeAllConnections();
      }),
  };
}
