import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { raw } from './support';

// `npm run preview:nginx` in a terminal: serves on PORT, and Ctrl-C stops nginx and removes the
// temporary prefix. Runs a second preview on the next port.

test('preview:nginx serves on PORT and Ctrl-C stops it, leaving nothing behind', async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port) + 1;
  // Its own process group, so a failed run can stop nginx with it (a killed script leaves nginx behind).
  const preview = spawn(process.execPath, ['scripts/preview-nginx.mjs'], { env: { ...process.env, PORT: String(port), ACCESS_LOG: 'off' }, detached: true });
  const exited = new Promise<number | null>((resolve) => preview.on('exit', (code) => resolve(code)));
  let output = '';
  preview.stdout.on('data', (chunk) => (output += chunk));
  preview.stderr.on('data', (chunk) => (output += chunk));
  try {
    await expect.poll(() => /prefix (\S+)\)/.test(output), { message: output }).toBe(true);
    const prefix = output.match(/prefix (\S+)\)/)![1];
    const url = `http://127.0.0.1:${port}`;
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
