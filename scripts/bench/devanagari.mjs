// The Hindi pages' Devanagari font (a script, not a test): `npm run bench -- devanagari` after a build.
// Prints the bytes of Noto Sans Devanagari as npm ships it and of the build's cut of it (raw and
// WOFF2), then opens /hi in Chromium on two devices: one with no Devanagari font (Inter only), one
// with a phone's Noto Sans Devanagari (support/fonts.mjs). For each: the font files it
// fetched and when (before or after the page's load event), and the fonts the main heading was
// drawn with (DevTools' platform fonts: a web font, an installed one, or none: empty boxes).
// `--screenshots <folder>` also saves each first screen as a PNG. Exits non-zero where a target of
// docs/performance.md is missed: the file at most 60 KB WOFF2, none fetched on the phone, the
// heading drawn in the web font on the device without a Devanagari font.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { launchChromium } from '../lib/measure-in-browser.mjs';
import { latinOnlyFontEnv, phoneFontEnv } from '../../support/fonts.mjs';
import { serveFolder } from '../../support/static-server.ts';

const require = createRequire(import.meta.url);
const dist = join(process.cwd(), 'dist');
const hindiHome = join(dist, 'hi.html');
if (!existsSync(hindiHome)) {
  console.error('dist/hi.html is missing: run `npm run build` first.');
  process.exit(1);
}
const shotsAt = process.argv.indexOf('--screenshots');
const shots = shotsAt > 0 ? process.argv[shotsAt + 1] : undefined;
if (shots) mkdirSync(shots, { recursive: true });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const target = 60 * 1024;
const missed = [];
/** A font's bytes as WOFF2 and as the plain TrueType a browser unpacks it to. */
const sizes = async (woff2) => ({
  woff2: woff2.length,
  raw: (await subsetFont(woff2, undefined, { keepAllGlyphs: true, targetFormat: 'truetype' })).length,
});

const shipped = readFileSync(
  require.resolve('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'),
);
const faces = /@font-face\{font-family:"Noto Sans Devanagari-[^"]+";src:([^;]*);/.exec(readFileSync(hindiHome, 'utf8'));
const cutPath = faces && /url\("([^"]+)"\)/.exec(faces[1])?.[1];
if (!cutPath) {
  console.error('dist/hi.html has no Noto Sans Devanagari face with a file');
  process.exit(1);
}
const cut = readFileSync(join(dist, cutPath));
const [whole, ours] = await Promise.all([sizes(shipped), sizes(cut)]);
console.log('| Noto Sans Devanagari | WOFF2 | Raw |');
console.log('|---|---:|---:|');
console.log(`| As npm ships it (Devanagari file, weights 100-900) | ${kb(whole.woff2)} | ${kb(whole.raw)} |`);
console.log(`| The build's cut (${cutPath}) | ${kb(ours.woff2)} | ${kb(ours.raw)} |`);
if (ours.woff2 > target) missed.push(`the cut is ${kb(ours.woff2)}, over ${kb(target)}`);
console.log(`\nThe regular face looks for ${faces[1].split('local(').length - 1} installed faces by name before its file.\n`);

const devices = [
  ['No Devanagari font (Inter only)', latinOnlyFontEnv(), { webFont: true }],
  ["A phone's Noto Sans Devanagari", phoneFontEnv(), { webFont: false }],
];
const site = await serveFolder(dist);
try {
  console.log('| Device | Font files fetched (when) | Heading drawn with |');
  console.log('|---|---|---|');
  for (const [device, env, expected] of devices) {
    const browser = await launchChromium({ env: { ...process.env, ...env } });
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
      await page.goto(`${site.url}/hi`);
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready);
      // Past the second after the load event when the page fetches Inter for the pages after it.
      await page.waitForTimeout(2500);
      const fetched = await page.evaluate(() => {
        const loaded = performance.getEntriesByType('navigation')[0].loadEventEnd;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map(
            (entry) =>
              `${new URL(entry.name).pathname} ${Math.round(entry.encodedBodySize / 102.4) / 10} KB (${entry.startTime < loaded ? 'before' : 'after'} load)`,
          );
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const drawn = fonts
        .map((font) => `${font.familyName} (${font.isCustomFont ? 'web font' : 'installed'}, ${font.glyphCount} glyphs)`)
        .join(', ');
      console.log(`| ${device} | ${fetched.join('; ') || 'none'} | ${drawn} |`);
      const drawnInWebFont = fonts.some((font) => font.isCustomFont && font.familyName === 'Noto Sans Devanagari');
      const fetchedCut = fetched.some((line) => line.startsWith(cutPath));
      if (drawnInWebFont !== expected.webFont || fetchedCut !== expected.webFont)
        missed.push(`${device}: ${expected.webFont ? 'not drawn in' : 'drew or fetched'} the site's Devanagari file`);
      if (shots) await page.screenshot({ path: join(shots, `${device.replace(/\W+/g, '-').toLowerCase()}.png`) });
    } finally {
      await browser.close();
    }
  }
} finally {
  await site.close();
}
if (missed.length) {
  console.error(`\nMissed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
