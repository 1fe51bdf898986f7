// Makes original, licence-clean portraits for the people in our content (testimonials, mentors,
// authors): DiceBear's "Notionists" style (CC0), seeded by name so a person always looks the same.
// Usage: npm run images:avatars -- "Priya Sharma" "Arjun Mehta" …  → src/assets/people/<slug>.webp
// (rasterised once here: astro:assets then serves each at the size a page needs)
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const backgrounds = ['d9e8f7', 'feeac7', 'dcfce7', 'fde2e4', 'e0e7ff', 'fef3c7'];
const slug = (name) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Give one or more names, e.g. npm run images:avatars -- "Priya Sharma"');
  process.exit(1);
}
await mkdir('src/assets/people', { recursive: true });
for (const name of names) {
  const svg = createAvatar(notionists, { seed: name, size: 256, backgroundColor: backgrounds, radius: 0 }).toString();
  const file = `src/assets/people/${slug(name)}.webp`;
  await sharp(Buffer.from(svg)).resize(384, 384).webp({ quality: 82 }).toFile(file);
  console.log(file);
}
