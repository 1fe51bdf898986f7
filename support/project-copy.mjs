// A throw-away copy of the site in the system temp folder, for builds that add content which must
// never reach the repository (the editor-flow test, the content benchmark). Its packages are linked,
// not copied. Always call remove() in a finally block.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '..');
const copied = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
// Caches a build writes inside node_modules that must be the copy's own: Astro keeps the content it
// read there (.astro/data-store.json), so two copies built side by side read each other's posts, and
// Vite keeps its optimised dependencies and bundled config.
const ownCaches = new Set(['.astro', '.vite', '.vite-temp']);
// Astro's image and font caches are keyed by content: a copy starts from the project's.
const warmCaches = ['.astro/assets', '.astro/fonts'];

export async function makeProjectCopy(prefix = 'blog-copy-') {
  const root = await mkdtemp(join(tmpdir(), prefix));
  for (const entry of copied) await cp(join(projectRoot, entry), join(root, entry), { recursive: true });
  const shared = join(projectRoot, 'node_modules');
  const modules = join(root, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(shared)) if (!ownCaches.has(entry)) await symlink(join(shared, entry), join(modules, entry));
  for (const cache of warmCaches) {
    // A project not built yet has none: the copy's build makes its own.
    await cp(join(shared, cache), join(modules, cache), { recursive: true }).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return {
    root,
    blogDir: join(root, 'src/content/blog'),
    /**
     * Runs `astro build` in the copy, with `env` added to the environment; resolves with the exit
     * code, the output and the time taken.
     */
    build: (outDir = join(root, 'dist'), env = {}) => runAstroBuild(root, outDir, env),
    /**
     * Removes every route but `pages` (paths under src/pages/, e.g. '[...lang]/about.astro'), for a small build
     * of the real layout and components when a test needs a few pages only.
     */
    keepOnlyPages: async (pages) => {
      const pagesDir = join(root, 'src/pages');
      const files = (await readdir(pagesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      const kept = new Set(pages);
      for (const page of pages)
        if (!files.some((f) => relative(pagesDir, join(f.parentPath, f.name)) === page)) throw new Error(`No page src/pages/${page}`);
      for (const file of files) {
        const path = join(file.parentPath, file.name);
        if (!kept.has(relative(pagesDir, path))) await rm(path);
      }
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * A copy changed by `prepare` and built into the copy's dist/, for tests that read one build: the
 * copy is removed again when preparing it throws. The caller removes it when done.
 * @param {string} prefix
 * @param {(copy: Awaited<ReturnType<typeof makeProjectCopy>>) => Promise<void>} prepare
 */
export async function builtProjectCopy(prefix, prepare) {
  const copy = await makeProjectCopy(prefix);
  try {
    await prepare(copy);
    return { copy, built: await copy.build() };
  } catch (error) {
    await copy.remove();
    throw error;
  }
}

function runAstroBuild(cwd, outDir, extraEnv) {
  const env = { ...process.env, ...extraEnv };
  // A build started from inside vitest must not inherit its test mode.
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  // A copy is built for its pages; the content admin's own bundle (src/admin/bundle.ts) is not needed.
  env.ADMIN_BUNDLE = 'off';
  const started = performance.now();
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolvePromise({ code, output, seconds: (performance.now() - started) / 1000 }));
  });
}
