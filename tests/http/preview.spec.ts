import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { hosts } from './origins';
import { raw } from './support';

// `npm run preview:nginx` in a terminal: serves on TLS_PORT (and PORT), and Ctrl-C stops nginx and
// removes the temporary prefix. Runs a second preview on two free ports, with the run's certificate.

/** Two ports nothing listens on now: the system picks them for a moment's listeners, open at once. */
async function freePorts(): Promise<[number, number]> {
  const listen = () =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
      server.once('error', reject);
    });
  const servers = [await listen(), await listen()];
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return [ports[0]!, ports[1]!];
}

test('preview:nginx serves on TLS_PORT and Ctrl-C stops it, leaving nothing behind', async () => {
  const [tlsPort, port] = await freePorts();
  const tls = { TLS_CERT: join(process.env.NGINX_TLS_DIR!, 'cert.pem'), TLS_KEY: join(process.env.NGINX_TLS_DIR!, 'key.pem') };
  const env = { ...process.env, ...tls, PORT: String(port), TLS_PORT: String(tlsPort), SERVER_NAME: hosts.site, ADMIN_SERVER_NAME: hosts.admin, ACCESS_LOG: 'off' };
  // Its own process group, so a failed run can stop nginx with it (a killed script leaves nginx behind).
  const preview = spawn(process.execPath, ['scripts/preview-nginx.mjs'], { env, detached: true });
  const exited = new Promise<number | null>((resolve) => preview.on('exit', (code) => resolve(code)));
  let output = '';
  preview.stdout.on('data', (chunk) => (output += chunk));
  preview.stderr.on('data', (chunk) => (output += chunk));
  try {
    await expect.poll(() => /prefix (\S+)\)/.test(output), { message: output }).toBe(true);
    const prefix = output.match(/prefix (\S+)\)/)![1];
    const url = `https://${hosts.site}:${tlsPort}`;
    await expect.poll(async () => (await raw(url, '/').catch(() => undefined))?.status, { message: output }).toBe(200);
    expect(existsSync(prefix)).toBe(true);

    preview.kill('SIGINT');
    expect(await exited, output).toBe(0);
    expect(existsSync(prefix), `${prefix} removed`).toBe(false);
    await expect(raw(url, '/')).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    try {
      process.kill(-preview.pid!, 'SIGKILL');
    } catch {
      // Already gone: the script stopped nginx and exited.
    }
  }
});
