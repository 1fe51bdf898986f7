// A throw-away copy of the site in the system temp folder, for builds that add content which must
// never reach the repository (the editor-flow test, the content benchmark). node_modules is linked,
// not copied. Always call remove() in a finally block.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');
const copied = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

export async function makeProjectCopy(prefix = 'blog-copy-') {
  const root = await mkdtemp(join(tmpdir(), prefix));
  for (const entry of copied) await cp(join(projectRoot, entry), join(root, entry), { recursive: true });
  await symlink(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return {
    root,
    blogDir: join(root, 'src/content/blog'),
    /** Runs `astro build` in the copy; resolves with the exit code, the output and the time taken. */
    build: (outDir = join(root, 'dist')) => runAstroBuild(root, outDir),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

function runAstroBuild(cwd, outDir) {
  const env = { ...process.env };
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
