import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { startPreview } from './preview-process';
import { raw } from './support';

// `npm run preview:nginx` in a terminal: serves on TLS_PORT (and PORT), and Ctrl-C stops nginx and
// removes the temporary prefix. Runs a second preview on two free ports, with the run's certificate.

test('preview:nginx serves on TLS_PORT and Ctrl-C stops it, leaving nothing behind', async () => {
  const preview = await startPreview();
  try {
    await expect.poll(async () => (await raw(preview.origin, '/').catch(() => undefined))?.status, { message: preview.output() }).toBe(200);
    expect(existsSync(preview.prefix)).toBe(true);

    expect(await preview.stop(), preview.output()).toBe(0);
    expect(existsSync(preview.prefix), `${preview.prefix} removed`).toBe(false);
    await expect(raw(preview.origin, '/')).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    preview.kill();
  }
});
