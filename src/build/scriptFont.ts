/**
 * A script's web font cut down, at build, to the letters its pages show: every text in the content
 * folder of each language written in it, the words the site writes there through Intl (months,
 * weekdays, times of day, large numbers, list words, time zones) and the languages' own names. The
 * cut keeps every OpenType feature those letters reach (HarfBuzz's subsetter, through subset-font),
 * so conjuncts and vowel signs join as in the whole font, and only the weights the site uses. It is
 * kept in the build cache under a hash of the font, the letters and the options: an edit that
 * brings a new letter makes a new file, any other edit reuses the last one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { cachedFile } from './buildCache';

const require = createRequire(import.meta.url);

/** Every .json and .md file under `dir` that lies in a folder named `lang` (strings/hi/, blog/hi/ …). */
function languageFiles(dir: string, lang: string, inLanguage = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return languageFiles(path, lang, inLanguage || entry.name === lang);
    return inLanguage && /\.(json|md)$/.test(entry.name) ? [path] : [];
  });
}

/** The words the site writes in `locale` through Intl rather than from its content. */
function intlWords(locale: string): string {
  const words: string[] = [];
  const day = (month: number, date: number, hour = 12) => new Date(Date.UTC(2026, month, date, hour));
  for (const month of ['long', 'short'] as const)
    for (let m = 0; m < 12; m++) words.push(new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(day(m, 15)));
  for (const weekday of ['long', 'short'] as const)
    for (let d = 0; d < 7; d++) words.push(new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(day(0, 5 + d)));
  for (let hour = 0; hour < 24; hour++)
    words.push(new Intl.DateTimeFormat(locale, { hour: 'numeric', dayPeriod: 'short', timeZone: 'UTC' }).format(day(0, 5, hour)));
  for (let power = 3; power <= 15; power++)
    words.push(new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: 'long' }).format(10 ** power));
  for (const type of ['conjunction', 'disjunction', 'unit'] as const)
    words.push(new Intl.ListFormat(locale, { type }).format(['a', 'b', 'c']));
  for (const timeZone of Intl.supportedValuesOf('timeZone'))
    words.push(new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).format(day(0, 5)));
  return words.join(' ');
}

/** What the pages of a language show: its content's texts and the words Intl writes in its locale. */
export function languageText(contentRoot: string, lang: string, locale: string): string {
  return [...languageFiles(contentRoot, lang).map((file) => readFileSync(file, 'utf8')), intlWords(locale)].join('\n');
}

/**
 * The letters of `script` in `text`, each once and in order, with what shaping needs beside them:
 * the joiners, and the dotted circle a vowel sign is drawn on when it stands alone.
 */
export function scriptLetters(text: string, script: string): string {
  const letters = new Set(text.match(new RegExp(`\\p{Script_Extensions=${script}}`, 'gu')));
  for (const shaping of ['\u200C', '\u200D', '\u25CC']) letters.add(shaping);
  return [...letters].sort().join('');
}

/**
 * The path of `font` (a file of an npm package) cut to `letters` and to the weights from the lightest
 * to the heaviest of `weights`, as WOFF2.
 */
export async function subsetFontFile(font: string, letters: string, weights: readonly number[]): Promise<string> {
  const source = readFileSync(require.resolve(font));
  const options = { targetFormat: 'woff2', variationAxes: { wght: { min: Math.min(...weights), max: Math.max(...weights) } } } as const;
  // What else shapes the cut: the subsetter's version and HarfBuzz itself, as the WebAssembly it runs.
  const fromSubsetter = createRequire(require.resolve('subset-font'));
  const subsetter = [
    `subset-font ${(require('subset-font/package.json') as { version: string }).version}`,
    readFileSync(fromSubsetter.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  ];
  return cachedFile('script-font', [source, letters, JSON.stringify(options), ...subsetter], () => subsetFont(source, letters, options), {
    extension: '.woff2',
  });
}
