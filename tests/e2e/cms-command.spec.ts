/**
 * The editors' own command, `npm run cms`, as they run it: in a throw-away copy of the project it
 * starts the local backend and the dev server, /admin opens in Chromium, and an edit saved in the
 * form lands in the file on disk. Then the command's whole process group is stopped and the copy
 * removed. (admin.spec.ts drives the built admin; this is the dev server editors work with.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeProjectCopy } from '../../support/project-copy.mjs';
import { savedJson } from './saved-json';

// The contact settings every page's footer shows: one small form of plain fields.
const settingsFile = 'src/content/site-settings/contact.json';
const settingsForm = '/admin#/collections/settings/entries/contact';

/** A port nothing listens on, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
  });
}

/** Whether any process of the group led by `child` is still running. */
function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the command and everything it started (npm, the script, decap-server, astro dev) as one group. */
async function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || !groupAlive(child)) return;
  process.kill(-child.pid, 'SIGTERM');
  for (const deadline = Date.now() + 15_000; groupAlive(child) && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(child)) process.kill(-child.pid, 'SIGKILL');
}

test('`npm run cms` opens the admin in the dev server, and a saved edit changes the file on disk', async ({ page }) => {
  test.setTimeout(300_000);
  const copy = await makeProjectCopy('cms-command-');
  // The command is the project's own script (and the helpers it shares with the tests), run from the copy so it writes there.
  for (const folder of ['scripts', 'support']) await cp(join(process.cwd(), folder), join(copy.root, folder), { recursive: true });
  // The dev server on CMS_DEV_PORT (else any free port). The backend on a free port of its own: the
  // built admin's port (CMS_BACKEND_PORT) belongs to admin.spec.ts's backend, which may run meanwhile.
  const devPort = process.env.CMS_DEV_PORT ? Number(process.env.CMS_DEV_PORT) : await freePort();
  const admin = `http://127.0.0.1:${devPort}`;
  let output = '';
  const command = spawn('npm', ['run', 'cms'], {
    cwd: copy.root,
    env: { ...process.env, CMS_DEV_PORT: String(devPort), CMS_BACKEND_PORT: String(await freePort()) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  command.stdout.on('data', (chunk) => (output += chunk));
  command.stderr.on('data', (chunk) => (output += chunk));
  // Uncaught errors of the page as finally loaded (a reload drops the errors of the one before).
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && (errors = []));
  try {
    await expect
      .poll(
        async () =>
          command.exitCode === null
            ? await fetch(`${admin}/admin`).then(
                (r) => r.status,
                () => 0,
              )
            : -1,
        { message: 'the dev server answers', timeout: 120_000 },
      )
      .toBe(200);

    const file = join(copy.root, settingsFile);
    const before = JSON.parse(await readFile(file, 'utf8')) as { email: string };
    const email = before.email.replace('@', '.office@');

    await page.goto(`${admin}${settingsForm}`);
    // The local backend signs the editor in with one click. On its first use the dev server may
    // prepare Decap's modules and reload the page once: sign in again until the form shows.
    const field = page.getByLabel('Email', { exact: true });
    await expect(async () => {
      const login = page.getByRole('button', { name: 'Login' });
      if (await login.isVisible()) await login.click();
      await expect(field).toHaveValue(before.email, { timeout: 10_000 });
    }).toPass({ timeout: 180_000 });

    await field.fill(email);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect.poll(() => savedJson(file), { message: 'the file on disk', timeout: 30_000 }).toEqual({ ...before, email });
    expect(errors, 'uncaught errors in the admin').toEqual([]);
  } finally {
    await stopGroup(command);
    await copy.remove();
    const log = test.info().outputPath('npm-run-cms.log');
    await writeFile(log, output);
    await test.info().attach('npm run cms', { path: log, contentType: 'text/plain' });
  }
  expect(groupAlive(command), 'every process the command started has stopped').toBe(false);
});
