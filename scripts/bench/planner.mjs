// The cost planner's JavaScript (a script, not a test): `npm run bench -- planner` after `npm run build`.
// Follows the static imports of the planner island in dist/ and prints each chunk's size, raw and
// gzip, splitting React (its runtime and renderer, loaded by every island) from the planner's own
// code, which has a budget of 15 KB gzip. Chunks the chat button (on every page) also loads are marked.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { islandChunks, kb, printChunks } from '../lib/island-chunks.mjs';

const page = join(process.cwd(), 'dist', 'cost-planner.html');
if (!existsSync(page)) {
  console.error('dist/cost-planner.html is missing: run `npm run build` first.');
  process.exit(1);
}
const budget = 15 * 1024;
const { rows, directive } = islandChunks(readFileSync(page, 'utf8'), 'CostPlanner');
printChunks(rows, 'planner');
const own = rows.filter((r) => !r.react);
const ownGzip = own.reduce((s, r) => s + r.gzip, 0);
const onlyPlanner = own.filter((r) => !r.shared).reduce((s, r) => s + r.gzip, 0);
const reactGzip = rows.filter((r) => r.react).reduce((s, r) => s + r.gzip, 0);
console.log(
  `\nPlanner JavaScript beyond React: ${kb(ownGzip)} gzip (${kb(onlyPlanner)} of it loaded for the planner alone); budget ${kb(budget)}.`,
);
console.log(`React runtime and renderer: ${kb(reactGzip)} gzip. Hydration: client:${directive}.`);
if (ownGzip > budget) {
  console.error('Over budget.');
  process.exitCode = 1;
}
