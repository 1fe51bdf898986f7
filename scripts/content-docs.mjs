// `npm run docs:content`: writes CONTENT.md's field reference afresh from the collections' schemas
// (src/admin/fieldReference.ts). The schemas import Astro's virtual modules, so the module is loaded
// through Vite with the project's Astro configuration, as the unit tests load it.
import { readFileSync, writeFileSync } from 'node:fs';
import { getViteConfig } from 'astro/config';
import { runnerImport } from 'vite';

const file = 'CONTENT.md';
const config = await getViteConfig({ logLevel: 'error' })({ mode: 'development', command: 'serve' });
const { module } = await runnerImport('./src/admin/fieldReference.ts', { ...config, configFile: false, logLevel: 'error' });
const before = readFileSync(file, 'utf8');
const after = module.withFieldReference(before);
if (after === before) console.log(`${file}: the field reference is up to date.`);
else {
  writeFileSync(file, after);
  console.log(`${file}: the field reference is written afresh from the schemas.`);
}
