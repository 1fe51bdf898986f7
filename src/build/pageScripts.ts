import { posix } from 'node:path';

/** The `/_astro/*.js` files a built page names: module scripts, island components and renderers. */
export function scriptEntries(html: string): string[] {
  return [...new Set([...html.matchAll(/\/_astro\/[\w./-]+?\.m?js(?=["'\s>)])/g)].map((m) => m[0]))].sort();
}

/**
 * Every script module a built page can run, as site paths: its entries (`scriptEntries`) and,
 * transitively, every module they import, statically or on demand. `read` returns a module's code,
 * or undefined when there is no such file.
 */
export function pageScripts(entries: readonly string[], read: (path: string) => string | undefined): Map<string, string> {
  const modules = new Map<string, string>();
  const queue = [...entries];
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
