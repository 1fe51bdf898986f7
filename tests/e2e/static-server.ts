/**
 * A minimal static file server for a second build (dist-analytics/, the admin's dist-admin/), since
 * `astro preview` serves one output folder per project. It resolves `/about` to `about.html` like the real hosts do.
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

/** Serves `root` on 127.0.0.1 at `port` (0: any free port). */
export async function serveFolder(root: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(root, path), join(root, `${path}.html`), join(root, path, 'index.html')];
    const file = candidates.find((f) => f.startsWith(root) && existsSync(f) && statSync(f).isFile());
    if (!file) {
      // The build's 404 page where it has one (the admin's build has none).
      const notFound = join(root, '404.html');
      res.writeHead(404, { 'Content-Type': types['.html'] });
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${listening}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
