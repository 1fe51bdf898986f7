/**
 * A share image's PNG from its SVG card, drawn with fonts the project ships and never the machine's:
 * resvg lays out the text with Inter SemiBold and Bold (TrueType files from @expo-google-fonts/inter,
 * the weights the card uses) and looks at no system font, so the image is the same on a laptop, in
 * CI and in the Docker build stage, which has no fonts at all. sharp then writes it as a palette PNG.
 * (sharp alone draws SVG text through fontconfig: with no system fonts it draws none.)
 */
import { Resvg } from '@resvg/resvg-js';
import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const fontPackage = '@expo-google-fonts/inter';
const fontFiles = [`${fontPackage}/600SemiBold/Inter_600SemiBold.ttf`, `${fontPackage}/700Bold/Inter_700Bold.ttf`];
// The quantiser's lowest effort looks the same on these flat cards and costs a fifth less time,
// which a thousand posts built from cold notice.
const pngOptions = { compressionLevel: 9, palette: true, effort: 1 } as const;

/**
 * The card rasterised at its own size; text in any family the fonts lack is drawn in Inter. Fonts go
 * in as files: resvg-js for Node ignores `fontBuffers` and would fall back to the system's fonts.
 */
export async function shareImagePng(svg: string): Promise<Uint8Array> {
  const font = { fontFiles: fontFiles.map((file) => require.resolve(file)), loadSystemFonts: false, defaultFontFamily: 'Inter' };
  const rendered = new Resvg(svg, { font }).render();
  return new Uint8Array(await sharp(rendered.asPng()).png(pngOptions).toBuffer());
}

/** What else shapes the PNG besides the SVG, for the build cache: a new renderer or font draws anew. */
export const shareImageRenderer = [
  `@resvg/resvg-js ${require('@resvg/resvg-js/package.json').version}`,
  `${fontPackage} ${require(`${fontPackage}/package.json`).version}`,
  `sharp ${sharp.versions.sharp}`,
  JSON.stringify(pngOptions),
].join('; ');
