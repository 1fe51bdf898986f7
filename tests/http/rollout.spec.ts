import { expect, test } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { startPreview, type Preview } from './preview-process';
import { raw } from './support';

// deploy/rollout.sh against a target on this machine: a release folder served by nginx with the
// shipped configuration (preview:nginx on <base>/current, as a host serves /srv/site/current), the
// servers rendered again from each release's template, nginx checked and reloaded by the script.
// A deploy puts a build live, a rollback the one before it, and a build that fails its check (or
// nginx's) is never left serving. The builds are small ones of our own, each page naming its release,
// beside the checkout's deploy/ (the shipped nginx configuration with the build's generated part).

const nginx = ['nginx', '/usr/sbin/nginx'].find((bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0)!;
const script = join(process.cwd(), 'deploy', 'rollout.sh');

let work: string;
let base: string;
let preview: Preview;

/** A build as the workflow's `site` artefact holds it: dist/, dist-admin/ and deploy/. */
function build(name: string, { hindi = true, nginxConfig = '' } = {}): string {
  const folder = join(work, `build-${name}`);
  const page = (text: string, lang = 'en') => `<!doctype html><html lang="${lang}"><title>${text}</title><p>${text}</p></html>\n`;
  const files: Record<string, string> = {
    'dist/index.html': page(`Release ${name}`),
    'dist/404.html': page(`Not found (${name})`),
    [`dist/_astro/page.${name}1a2b.js`]: `console.log(${JSON.stringify(name)});\n`,
    'dist-admin/index.html': page(`Admin ${name}`),
  };
  if (hindi) files['dist/hi.html'] = page(`रिलीज़ ${name}`, 'hi');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  cpSync(join(process.cwd(), 'deploy'), join(folder, 'deploy'), { recursive: true });
  if (nginxConfig) writeFileSync(join(folder, 'deploy', 'nginx', 'server.conf'), nginxConfig);
  return folder;
}

/** The build as a .tar.gz, made as the workflow makes it. */
function archive(folder: string): string {
  const file = `${folder}.tar.gz`;
  execFileSync('tar', ['-czf', file, '-C', folder, 'dist', 'dist-admin', 'deploy']);
  return file;
}

/** Runs the script as the host would (its copy in the live release, for rollback); its exit code and what it printed. */
function rollout(args: string[], scriptFile = script): { status: number | null; output: string } {
  const run = spawnSync('sh', [scriptFile, ...args], { env: { ...process.env, ROLLOUT_BASE: base }, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const releaseNames = () => readdirSync(join(base, 'releases')).sort();
const liveRelease = () => basename(readlinkSync(join(base, 'current')));

/** The live site's home page, Hindi home page, admin and the release's script say which build serves. */
async function expectServing(name: string) {
  const home = await raw(preview.origin, '/');
  expect(home.status).toBe(200);
  expect(home.body.toString()).toContain(`Release ${name}</p>`);
  expect((await raw(preview.origin, '/hi')).body.toString()).toContain(`रिलीज़ ${name}</p>`);
  expect((await raw(preview.origin, `/_astro/page.${name}1a2b.js`)).status).toBe(200);
  expect((await raw(preview.origin.replace('www.', 'admin.'), '/')).body.toString()).toContain(`Admin ${name}</p>`);
}

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'rollout-test-'));
  base = join(work, 'srv');
  // A host that has served for a while: four older releases, the newest of them live.
  const seed = build('seed');
  for (const day of ['01', '02', '03', '04']) cpSync(seed, join(base, 'releases', `202001${day}T060000Z-seed${day}`), { recursive: true });
  execFileSync('ln', ['-s', 'releases/20200104T060000Z-seed04', join(base, 'current')]);
  preview = await startPreview({ SITE_DIR: join(base, 'current') });
  const { prefix, tlsPort } = preview;
  writeFileSync(
    join(base, 'rollout.env'),
    [
      `ROLLOUT_SITE_URL=${preview.origin}`,
      `ROLLOUT_CONNECT_TO=127.0.0.1:${tlsPort}`,
      `ROLLOUT_CA='${join(process.env.NGINX_TLS_DIR!, 'ca.pem')}'`,
      `ROLLOUT_NGINX_ENV='${join(prefix, 'nginx.env')}'`,
      `ROLLOUT_NGINX_CONF='${join(prefix, 'conf.d', 'default.conf')}'`,
      `ROLLOUT_NGINX_TEST='${nginx} -t -q -p ${prefix}/ -c ${prefix}/nginx.conf -e stderr'`,
      `ROLLOUT_NGINX_RELOAD='kill -HUP "$(cat ${prefix}/nginx.pid)"'`,
      '',
    ].join('\n'),
  );
  await expect.poll(async () => (await raw(preview.origin, '/').catch(() => undefined))?.status, { message: preview.output() }).toBe(200);
  await expectServing('seed');
});

test.afterAll(async () => {
  await preview?.stop();
  preview?.kill();
  rmSync(work, { recursive: true, force: true });
});

test('deploy, deploy again, roll back, and a failed check or a broken nginx configuration leaves the live release serving', async () => {
  test.setTimeout(60_000);

  // A, from a folder.
  const a = rollout(['deploy', build('A'), 'aaaa111']);
  expect(a.status, a.output).toBe(0);
  const releaseA = liveRelease();
  expect(releaseA).toMatch(/^\d{8}T\d{6}Z-aaaa111$/);
  await expectServing('A');
  expect(releaseNames()).toHaveLength(5);

  // B, from the archive the workflow uploads: live; the oldest release goes, five stay.
  const b = rollout(['deploy', archive(build('B')), 'bbbb222']);
  expect(b.status, b.output).toBe(0);
  expect(liveRelease()).toMatch(/-bbbb222$/);
  await expectServing('B');
  expect(releaseNames()).toHaveLength(5);
  expect(releaseNames()).not.toContain('20200101T060000Z-seed01');
  expect(releaseNames().at(-1)).toBe(liveRelease());

  // The documented command, with the live release's own copy of the script: A serves again, B goes.
  const back = rollout(['rollback'], join(base, 'current', 'deploy', 'rollout.sh'));
  expect(back.status, back.output).toBe(0);
  expect(liveRelease()).toBe(releaseA);
  await expectServing('A');
  expect(releaseNames().some((name) => name.endsWith('-bbbb222'))).toBe(false);

  // C has no Hindi home page: nginx reloads, the check finds /hi missing, A comes back.
  const c = rollout(['deploy', build('C', { hindi: false }), 'cccc333']);
  expect(c.status, c.output).toBe(1);
  expect(c.output).toMatch(/\/hi: status 404/);
  expect(liveRelease()).toBe(releaseA);
  await expectServing('A');
  expect(releaseNames().some((name) => name.endsWith('-cccc333'))).toBe(false);

  // D's nginx configuration does not load: nginx keeps A's, and A's is rendered back.
  const d = rollout(['deploy', build('D', { nginxConfig: 'this is not nginx;\n' }), 'dddd444']);
  expect(d.status, d.output).toBe(1);
  expect(liveRelease()).toBe(releaseA);
  await expectServing('A');
  expect(readFileSync(join(preview.prefix, 'conf.d', 'default.conf'), 'utf8')).toContain(join(base, 'current', 'dist'));
  expect(spawnSync(nginx, ['-t', '-q', '-p', `${preview.prefix}/`, '-c', join(preview.prefix, 'nginx.conf'), '-e', 'stderr']).status).toBe(
    0,
  );

  const status = rollout(['status']);
  expect(status.output).toContain(`* ${releaseA} (live)`);
  expect(releaseNames()).toHaveLength(4);
  expect(existsSync(join(base, '.rollout-lock'))).toBe(false);
});

test('a build that is not the site artefact is refused before anything is switched', async () => {
  const before = liveRelease();
  const empty = join(work, 'not-a-build');
  mkdirSync(empty, { recursive: true });
  const run = rollout(['deploy', empty, 'eeee555']);
  expect(run.status).toBe(1);
  expect(run.output).toContain('the build has no dist/index.html');
  expect(liveRelease()).toBe(before);
  expect(releaseNames().some((name) => name.endsWith('-eeee555'))).toBe(false);
});
