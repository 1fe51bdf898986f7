// Renders the brand's apple-touch icon from the logo. Run after a rebrand: `npm run images:brand`.
// The output is committed. (The share cards are drawn at build: src/queries/shareImages.ts.)
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';

const logo = await readFile('public/favicon.svg', 'utf8');
const logoInner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const touch = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0b3a6e"/>${logoInner}</svg>`;
await sharp(Buffer.from(touch)).png().toFile('public/apple-touch-icon.png');
console.log('Wrote public/apple-touch-icon.png');
