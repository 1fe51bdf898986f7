// `npm run cms`: the content admin on this machine, with no account and no external service.
// Starts the local backend (decap-server, loopback only) and the Astro dev server together; open
// http://127.0.0.1:4321/admin, edit, save (the files on disk change) and preview the page.
// Ctrl-C stops both. CMS_DEV_PORT picks another port for the dev server, CMS_BACKEND_PORT another
// for the backend (src/config/admin.ts; the dev server inherits it, so the admin calls that port).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { admin } from '../src/config/admin.ts';
import { startDecapServer } from '../support/decap-server.mjs';

const root = resolve(import.meta.dirname, '..');
const devPort = process.env.CMS_DEV_PORT ?? '4321';
const { host, port } = admin.localBackend;

const backend = await startDecapServer({ root, host, port, log: (line) => process.stdout.write(`[decap-server] ${line}`) });
console.log(`[cms] local backend on http://${host}:${port} writes to ${root}`);

const dev = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--host', '127.0.0.1', '--port', devPort], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`[cms] open http://127.0.0.1:${devPort}${admin.path}`);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (dev.exitCode === null) dev.kill('SIGTERM');
  await backend.stop();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
dev.on('exit', (code) => stop(code ?? 0));
