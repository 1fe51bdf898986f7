/**
 * A second `npm run preview:nginx` for one spec, beside the run's own: on two free ports, with the
 * run's certificate, as a terminal would start it (its own process group, so a failed spec can stop
 * nginx with it: a killed script leaves nginx behind).
 */
import { expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { hosts } from './origins';

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

export interface Preview {
  /** https://www.localhost:<its TLS port>: the site's origin. */
  origin: string;
  tlsPort: number;
  /** Its temporary nginx prefix (nginx.conf, nginx.env, nginx.pid, conf.d/). */
  prefix: string;
  /** Everything it printed so far. */
  output: () => string;
  /** Ctrl-C: resolves with its exit code. */
  stop: () => Promise<number | null>;
  /** Stops it and its nginx at once, whatever state they are in. */
  kill: () => void;
}

/** Starts the preview with these extra settings and waits until it has printed its prefix. */
export async function startPreview(env: Record<string, string> = {}): Promise<Preview> {
  const [tlsPort, port] = await freePorts();
  const tls = { TLS_CERT: join(process.env.NGINX_TLS_DIR!, 'cert.pem'), TLS_KEY: join(process.env.NGINX_TLS_DIR!, 'key.pem') };
  const child = spawn(process.execPath, ['scripts/preview-nginx.mjs'], {
    env: {
      ...process.env,
      ...tls,
      PORT: String(port),
      TLS_PORT: String(tlsPort),
      SERVER_NAME: hosts.site,
      ADMIN_SERVER_NAME: hosts.admin,
      ACCESS_LOG: 'off',
      ...env,
    },
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone: the script stopped nginx and exited.
    }
  };
  try {
    await expect.poll(() => /prefix (\S+)\)/.test(output), { message: output }).toBe(true);
  } catch (error) {
    kill();
    throw error;
  }
  return {
    origin: `https://${hosts.site}:${tlsPort}`,
    tlsPort,
    prefix: output.match(/prefix (\S+)\)/)![1]!,
    output: () => output,
    stop: () => {
      child.kill('SIGINT');
      return exited;
    },
    kill,
  };
}
