/**
 * The finished site in the output folder, read once after Astro's build for every step that works on
 * it: each page's HTML is held in memory and handed from step to step (a step changes `page.html`),
 * and any other file (a script, a stylesheet, an image) is read once, when a step first asks for it.
 * Pages a step changed are written back once, by `writePages()`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { pagePath } from '../lib/text/normalise';

export interface BuiltPage {
  /** Its file, relative to the output folder, with forward slashes: `blog/visa-guide.html`. */
  readonly file: string;
  /** The path it is served at: `/blog/visa-guide`, `/` for index.html. */
  readonly path: string;
  html: string;
}

/** The path a built file is served at: about.html → /about, index.html → /. */
export const servedPath = (file: string): string => pagePath(`/${file}`.replace(/^\/+/, '/'));

export class BuiltSite {
  private readonly files = new Map<string, Buffer | undefined>();
  private readonly written = new Map<BuiltPage, string>();

  private constructor(
    /** The output folder (dist/), an absolute file-system path. */
    readonly root: string,
    readonly pages: readonly BuiltPage[],
  ) {
    for (const page of pages) this.written.set(page, page.html);
  }

  /** Every HTML page under `root`, in a stable order (the hashed-assets folder holds none). */
  static async read(root: string): Promise<BuiltSite> {
    const files = (await readdir(root, { recursive: true }))
      .map((file) => file.split(sep).join('/'))
      .filter((file) => file.endsWith('.html') && !file.startsWith('_astro/'))
      .sort();
    const pages = await Promise.all(
      files.map(async (file) => ({ file, path: servedPath(file), html: await readFile(join(root, file), 'utf8') })),
    );
    return new BuiltSite(root, pages);
  }

  /** A built file's bytes by its site path (`/_astro/client.abc.js`), read once; undefined if there is none. */
  file(path: string): Buffer | undefined {
    if (!this.files.has(path)) {
      const full = join(this.root, path);
      this.files.set(path, full.startsWith(this.root) && existsSync(full) ? readFileSync(full) : undefined);
    }
    return this.files.get(path);
  }

  /** The same as text. */
  text(path: string): string | undefined {
    return this.file(path)?.toString('utf8');
  }

  /** Deletes a page from the output (a page one language has and the others must not). */
  async remove(page: BuiltPage): Promise<void> {
    await rm(join(this.root, page.file));
    this.written.delete(page);
    (this.pages as BuiltPage[]).splice(this.pages.indexOf(page), 1);
  }

  /** Writes each page whose HTML changed since it was read or last written; returns how many. */
  async writePages(): Promise<number> {
    const changed = this.pages.filter((page) => this.written.get(page) !== page.html);
    await Promise.all(changed.map((page) => writeFile(join(this.root, page.file), page.html)));
    for (const page of changed) this.written.set(page, page.html);
    return changed.length;
  }
}
