/**
 * A share image's PNG from its SVG card, drawn with fonts the project ships and never the machine's:
 * sharp (librsvg, with Pango and HarfBuzz shaping the text) draws it with a fontconfig configuration
 * of our own that lists only the project's font files: Inter and Noto Sans Devanagari, SemiBold and
 * Bold (TrueType files from @expo-google-fonts), the weights the card uses. So the image is the same
 * on a laptop, in CI and in the Docker build stage, which has no fonts at all, and a Hindi title's
 * conjuncts and vowel signs are joined as a reader expects (resvg, used before, dropped the space
 * after a vowel sign and broke some conjuncts). The PNG is written as a palette PNG.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const fontPackages = ['@expo-google-fonts/inter', '@expo-google-fonts/noto-sans-devanagari'] as const;
const fontFiles = [
  '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  '@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf',
  '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
].map((file) => require.resolve(file));
// The quantiser's lowest effort, without dithering, looks the same on these flat cards (the gradient
// shows no bands at 256 colours) and costs a third less time than its defaults, and the file is a
// tenth smaller: a thousand posts built from cold notice.
const pngOptions = { compressionLevel: 9, palette: true, effort: 1, dither: 0 } as const;

/**
 * fontconfig reads its configuration once per process, when it first draws text, from the file
 * FONTCONFIG_FILE names: this module sets it on import, before any card is drawn, to a file listing
 * only the folders of our font files (each folder holds one of them).
 */
function useProjectFonts() {
  const folders = [...new Set(fontFiles.map((file) => dirname(file)))];
  const key = createHash('sha256').update(folders.join('\n')).digest('hex').slice(0, 12);
  const home = join(tmpdir(), `share-image-fonts-${key}`);
  mkdirSync(join(home, 'cache'), { recursive: true });
  const escape = (path: string) => path.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const config = join(home, 'fonts.conf');
  const text = `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n${folders.map((folder) => `  <dir>${escape(folder)}</dir>\n`).join('')}  <cachedir>${escape(join(home, 'cache'))}</cachedir>\n</fontconfig>\n`;
  // Several processes and worker threads draw cards at once, and fontconfig may be reading this file
  // in one of them: it is replaced whole (written beside, then renamed), never rewritten in place.
  if (!existsSync(config) || readFileSync(config, 'utf8') !== text) {
    const beside = `${config}.${process.pid}.${threadId}`;
    writeFileSync(beside, text);
    renameSync(beside, config);
  }
  process.env.FONTCONFIG_FILE = config;
}
useProjectFonts();

/** The card rasterised at its own size, its text in the project's fonts. */
export async function shareImagePng(svg: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(svg)).png(pngOptions).toBuffer());
}

/** What else shapes the PNG besides the SVG, for the build cache: a new renderer or font draws anew. */
export const shareImageRenderer = [
  `sharp ${sharp.versions.sharp}`,
  `libvips ${sharp.versions.vips}`,
  ...fontPackages.map((name) => `${name} ${require(`${name}/package.json`).version}`),
  JSON.stringify(pngOptions),
].join('; ');
