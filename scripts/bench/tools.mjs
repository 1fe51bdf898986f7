// The planning tools' JavaScript (the scholarship finder and the loan comparison among them; a script, not a test): `npm run bench -- tools` after `npm run build`.
// For each tool's page, follows the static imports of its island in dist/ and prints each chunk's
// size, raw and gzip, splitting React (loaded by every island) from the tool's own code, which has a
// budget of 15 KB gzip; chunks the chat button (on every page) also loads are marked.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { islandChunks, kb, printChunks } from '../lib/island-chunks.mjs';

const budget = 15 * 1024;
const tools = [
  { page: 'chances.html', island: 'ChancesChecker' },
  { page: 'timeline.html', island: 'TimelinePlanner' },
  { page: 'documents.html', island: 'DocumentsChecklist' },
  { page: 'scholarships.html', island: 'ScholarshipFinder' },
  { page: 'education-loans.html', island: 'LoanComparison' },
];

const summary = [];
for (const { page, island } of tools) {
  const file = join(process.cwd(), 'dist', page);
  if (!existsSync(file)) {
    console.error(`dist/${page} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { rows, directive } = islandChunks(readFileSync(file, 'utf8'), island);
  console.log(`\n${island} (/${page.replace(/\.html$/, '')}, client:${directive})\n`);
  printChunks(rows, 'tool');
  summary.push({ island, directive, own: rows.filter((r) => !r.react).reduce((s, r) => s + r.gzip, 0) });
}

console.log('\n| Island | Own JavaScript (gzip) | Budget | Hydration |');
console.log('|---|---:|---:|---|');
for (const { island, own, directive } of summary)
  console.log(`| ${island} | ${own} B (${kb(own)}) | ${kb(budget)} | client:${directive} |`);
const over = summary.filter((s) => s.own > budget);
if (over.length) {
  console.error(`Over budget: ${over.map((s) => s.island).join(', ')}`);
  process.exitCode = 1;
}
