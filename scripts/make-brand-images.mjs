// Renders the brand's raster images from SVG: the default share card (1200×630) and the
// apple-touch icon. Run after a rebrand: `npm run images:brand`. Outputs are committed.
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';

const logo = await readFile('public/favicon.svg', 'utf8');
const logoInner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const { brand } = await import('../src/config/site.ts');

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#061a33"/><stop offset="1" stop-color="#174583"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1080" cy="80" r="260" fill="#fb9f24" opacity="0.15"/>
  <g transform="translate(80 90) scale(3)">${logoInner}</g>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="700" fill="#fff">${escape(brand.name)}</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#fcb74d">${escape(brand.tagline)}</text>
  <text x="80" y="530" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#d9e8f7">USA · Canada · UK · Australia · New Zealand</text>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile('src/assets/og-default.png');

const touch = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0b3a6e"/>${logoInner}</svg>`;
await sharp(Buffer.from(touch)).png().toFile('public/apple-touch-icon.png');
console.log('Wrote src/assets/og-default.png and public/apple-touch-icon.png');
