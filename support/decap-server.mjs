// Decap CMS's local backend (decap-server) for a project folder: it reads and writes that folder's
// files for the admin. It listens on the loopback interface only, never on the network.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const serverScript = resolve(import.meta.dirname, '../node_modules/decap-server/dist/index.js');

/** Starts decap-server for `root` and resolves once it answers; `stop()` ends it. */
export async function startDecapServer({ root, host, port, log = () => {} }) {
  const child = spawn(process.execPath, [serverScript], {
    cwd: root,
    env: { ...process.env, GIT_REPO_DIRECTORY: root, BIND_HOST: host, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log(String(chunk)));
  child.stderr.on('data', (chunk) => log(String(chunk)));
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const url = `http://${host}:${port}/api/v1`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`decap-server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`decap-server did not answer on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
