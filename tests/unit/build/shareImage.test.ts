import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Share images draw their text with the fonts the project ships. Each render runs in a fresh Node
 * process, as the build does, once with this machine's fonts and once with none at all: an empty
 * fontconfig (FONTCONFIG_FILE naming a configuration that lists no font folder), as in the Docker
 * build stage.
 */
const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'share-image-'));
const noFonts = join(folder, 'fonts.conf');
writeFileSync(noFonts, '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig></fontconfig>\n');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const card = {
  title: 'How to Write a Statement of Purpose Admissions Tutors Remember',
  eyebrow: 'Applications',
  footer: 'Resources & Blog',
};

/** The PNG the build makes for a card, rendered in a new process with the given fontconfig. */
async function render(title: string, fontconfig?: string): Promise<Buffer> {
  const module = (path: string) => JSON.stringify(pathToFileURL(join(process.cwd(), path)).href);
  const script = `
    const { ogCardSvg } = await import(${module('src/lib/seo/ogCard.ts')});
    const { shareImagePng } = await import(${module('src/build/shareImage.ts')});
    const png = await shareImagePng(ogCardSvg(${JSON.stringify({ ...card, title })}));
    process.stdout.write(Buffer.from(png).toString('base64'));`;
  const env = { ...process.env, ...(fontconfig ? { FONTCONFIG_FILE: fontconfig } : {}) };
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], { env, maxBuffer: 8 << 20 });
  return Buffer.from(stdout, 'base64');
}

/** Near-white pixels (the title's colour) in the band between the category and the footer. */
async function titlePixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lit = 0;
  for (let y = 150; y < 480; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) lit++;
    }
  }
  return lit;
}

describe('share images', () => {
  it('draw the title with no system fonts, and the same image as with them', async () => {
    const [withoutFonts, withFonts, untitled] = await Promise.all([render(card.title, noFonts), render(card.title), render('', noFonts)]);
    expect(await titlePixels(untitled), 'the band holds nothing but the title').toBe(0);
    // Four lines of 56 px bold text light up tens of thousands of pixels.
    expect(await titlePixels(withoutFonts)).toBeGreaterThan(20_000);
    expect(withoutFonts.equals(withFonts), 'the same bytes with and without the machine fonts').toBe(true);
  }, 60_000);

  it('draw a Hindi title in Devanagari with no system fonts', async () => {
    const title = 'स्टेटमेंट ऑफ़ पर्पस (SOP) कैसे लिखें जो याद रहे';
    const [withoutFonts, withFonts] = await Promise.all([render(title, noFonts), render(title)]);
    expect(await titlePixels(withoutFonts)).toBeGreaterThan(20_000);
    expect(withoutFonts.equals(withFonts), 'the same bytes with and without the machine fonts').toBe(true);
  }, 60_000);
});
