/**
 * `npm run bench -- serve`: load on nginx serving dist/ with the shipped configuration (started through
 * `npm run preview:nginx`, request log off), over loopback: BENCH_SECONDS (20) at BENCH_CONNECTIONS
 * (50) each on the home page, the largest hashed script and a missing page (the 404), asking for
 * compressed bodies as browsers do. Prints requests per second, p50/p99 latency and errors.
 * BENCH_PORT (default 8080); an nginx already answering there is used as it is. Not part of npm test.
 * autocannon is one JavaScript thread: on a small machine it saturates before nginx does (a C
 * client such as wrk measured several times its requests a second on the same machine).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 8080);
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}`;

const astroDir = join(root, 'dist', '_astro');
const script = readdirSync(astroDir)
  .filter((name) => name.endsWith('.js'))
  .sort((a, b) => statSync(join(astroDir, b)).size - statSync(join(astroDir, a)).size)[0];
const targets = [
  ['home page', '/'],
  ['hashed script', `/_astro/${script}`],
  ['404', '/bench-no-such-page'],
];

const up = () =>
  fetch(`${base}/`).then(
    (res) => res.ok,
    () => false,
  );

let preview;
if (!(await up())) {
  preview = spawn(process.execPath, [join(root, 'scripts', 'preview-nginx.mjs')], {
    env: { ...process.env, PORT: String(port), ACCESS_LOG: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; !(await up()); tries++) {
    if (tries > 100 || preview.exitCode !== null) throw new Error('nginx did not start (see above)');
    await new Promise((r) => setTimeout(r, 100));
  }
}

console.log(
  `nginx on ${base}: ${duration} s at ${connections} connections per target, Accept-Encoding: gzip, deflate, br ` +
    `(${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)} at start)\n`,
);
const rows = [];
for (const [what, path] of targets) {
  const result = await autocannon({
    url: base + path,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  rows.push({
    target: `${what} ${path.length > 40 ? `${path.slice(0, 37)}…` : path}`,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'MB/s': (result.throughput.average / 1e6).toFixed(1),
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
    errors: result.errors + result.timeouts,
  });
}
console.table(rows);
preview?.kill('SIGINT');
