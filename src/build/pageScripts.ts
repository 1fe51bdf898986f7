import { posix } from 'node:path';

/**
 * Every script module a built page can run, as site paths: the `/_astro/*.js` files its HTML names
 * (module scripts, island components and renderers) and, transitively, every module they import,
 * statically or on demand. `read` returns a module's code, or undefined when there is no such file.
 */
export function pageScripts(html: string, read: (path: string) => string | undefined): Map<string, string> {
  const modules = new Map<string, string>();
  const queue = [...html.matchAll(/\/_astro\/[\w./-]+?\.m?js(?=["'\s>)])/g)].map((m) => m[0]);
  while (queue.length) {
    const path = queue.pop()!;
    if (modules.has(path)) continue;
    const code = read(path);
    if (code === undefined) continue;
    modules.set(path, code);
    for (const [, spec] of code.matchAll(/["'`]((?:\.{1,2}\/|\/)[\w./-]+?\.m?js)["'`]/g)) {
      queue.push(spec!.startsWith('/') ? spec! : posix.join(posix.dirname(path), spec!));
    }
  }
  return modules;
}
