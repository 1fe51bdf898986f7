// `npm run bench -- admin [baseline-dist]`: the admin's JavaScript (gzip) and, for every public page,
// the JavaScript it can load, so the admin can be shown to add nothing to them. Give the dist of a
// build without the admin (e.g. main's) to print before/after columns. Build first (`npm run build`).
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipBytes, reachableScripts } from '../../support/reachable-js.mjs';

const dist = resolve('dist');
const baseline = process.argv[2] ? resolve(process.argv[2]) : undefined;

const pages = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const admin = reachableScripts(dist, join(dist, 'admin.html'));
const [entry] = admin.filter((file) => !/-[\w-]{8}\.js$/.test(file));
console.log(
  `/admin: ${entry} ${kb(gzipBytes(dist, [entry]))} gzip on opening; ${admin.length} files, ${kb(gzipBytes(dist, admin))} gzip with every on-demand chunk`,
);

const rows = pages(dist)
  .filter((file) => !file.endsWith('/admin.html'))
  .map((file) => {
    const page = relative(dist, file);
    const after = gzipBytes(dist, reachableScripts(dist, file));
    const before = baseline ? gzipBytes(baseline, reachableScripts(baseline, join(baseline, page))) : undefined;
    return { page, before, after };
  });
const grew = rows.filter((row) => row.before !== undefined && row.after > row.before);
for (const row of rows)
  console.log(`${row.page.padEnd(52)} ${baseline ? `${kb(row.before).padStart(9)} → ` : ''}${kb(row.after).padStart(9)}`);
if (baseline)
  console.log(grew.length ? `JS grew on ${grew.length} public page(s)` : `No public page's JS grew (${rows.length} pages compared).`);
