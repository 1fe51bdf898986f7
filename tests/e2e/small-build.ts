/**
 * A small build of the real site for browser tests that need a build input dist/ does not have (a
 * measurement ID, hundreds of posts): a temporary copy of the project holding only the routes the
 * tests open, built with the real layout, components and build steps, served on a free port and
 * removed when the tests are done. Call it from `beforeAll`, with that hook's timeout raised.
 */
import { join } from 'node:path';
import { makeProjectCopy } from '../../support/project-copy.mjs';
import { serveFolder } from '../../support/static-server.ts';

type Copy = Awaited<ReturnType<typeof makeProjectCopy>>;

export interface SmallBuild {
  url: string;
  /** The build's output folder. */
  dist: string;
  close: () => Promise<void>;
}

export async function smallBuild(options: {
  /** Routes to keep, as paths under src/pages/ ('[...lang]/about.astro'); the 404 page is always kept. */
  pages: string[];
  /** Build-time environment variables; one set to undefined is left out of the build's environment. */
  env?: Record<string, string | undefined>;
  /** Changes to the copy before it is built (adding content). */
  prepare?: (copy: Copy) => Promise<void>;
}): Promise<SmallBuild> {
  const copy = await makeProjectCopy('small-build-');
  try {
    await copy.keepOnlyPages([...new Set([...options.pages, '[...lang]/404.astro'])]);
    await options.prepare?.(copy);
    const dist = join(copy.root, 'dist');
    const { code, output } = await copy.build(dist, options.env);
    if (code !== 0) throw new Error(`The small build failed:\n${output.slice(-3000)}`);
    const site = await serveFolder(dist);
    return {
      url: site.url,
      dist,
      close: async () => {
        await site.close();
        await copy.remove();
      },
    };
  } catch (error) {
    await copy.remove();
    throw error;
  }
}
