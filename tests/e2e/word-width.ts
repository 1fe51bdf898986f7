/**
 * How wide a word is set in the site's fonts at the body size, from the fonts' own advance widths
 * (the files the site serves: Inter's Latin file, Noto Sans Devanagari's Devanagari file), for
 * checks that read the built HTML without a browser. A Devanagari letter takes Noto Sans
 * Devanagari's width, any other character Inter's (or Inter's widest letter, "M", where Inter has no
 * glyph for it: an emoji, a symbol). Without shaping a Devanagari conjunct counts its letters' full
 * widths, which only makes a word look wider than it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';

/** The body text's size: Tailwind's `text-base`, the root's 16 px. */
export const bodySize = 16;

const font = (path: string) => create(readFileSync(join(process.cwd(), 'node_modules', path))) as Font;
const inter = font('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const devanagari = font('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2');
const widest = inter.glyphForCodePoint('M'.codePointAt(0)!).advanceWidth / inter.unitsPerEm;

/** The advance of one character, in ems. */
function advance(char: string): number {
  const code = char.codePointAt(0)!;
  const face = code >= 0x0900 && code <= 0x097f ? devanagari : inter;
  const glyph = face.glyphForCodePoint(code);
  return glyph.id === 0 ? widest : glyph.advanceWidth / face.unitsPerEm;
}

/** The width of a word, in CSS pixels, at `size` px. */
export function wordWidth(word: string, size = bodySize): number {
  let ems = 0;
  for (const char of word) ems += advance(char);
  return ems * size;
}
