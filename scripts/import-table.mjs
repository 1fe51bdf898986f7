// `npm run docs:imports`: writes docs/architecture.md's "What may import what" table afresh from
// import-rules.mjs, the table the linter enforces.
import { readFileSync, writeFileSync } from 'node:fs';
import { withImportTable } from '../import-rules.mjs';

const file = 'docs/architecture.md';
const before = readFileSync(file, 'utf8');
const after = withImportTable(before);
if (after === before) console.log(`${file}: the import table is up to date.`);
else {
  writeFileSync(file, after);
  console.log(`${file}: the import table is written afresh from import-rules.mjs.`);
}
