// The fonts a browser is given, whatever the machine has, through a fontconfig file of our own
// (Chromium on Linux finds its fonts through fontconfig, and reads FONTCONFIG_FILE):
// - a phone's: every Android phone ships Noto Sans Devanagari, which a Hindi page draws its letters
//   in (src/config/fonts.ts). A test machine may have no Devanagari font at all, and then Chromium
//   searches every font for each Hindi word and draws boxes, which is slower than any phone. This
//   gives Chromium the system's fonts plus the static Noto Sans Devanagari files from npm.
// - a device with no Devanagari font: Inter's TrueType files from npm and nothing else, so a Hindi
//   letter can only come from the site's own web font.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const weights = ['400Regular', '500Medium', '600SemiBold', '700Bold'];

/** FONTCONFIG_FILE for a fontconfig named `name` that reads `folders`, and the system's fonts too when `system`. */
function fontconfigEnv(name, folders, system) {
  const home = join(tmpdir(), name);
  mkdirSync(join(home, 'cache'), { recursive: true });
  const config = join(home, 'fonts.conf');
  const include = system ? '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n' : '';
  // Written beside and renamed: a browser another test process starts may be reading it.
  const beside = `${config}.${process.pid}`;
  writeFileSync(
    beside,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n${include}${folders.map((folder) => `  <dir>${folder}</dir>\n`).join('')}  <cachedir>${join(home, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  renameSync(beside, config);
  return { FONTCONFIG_FILE: config };
}

const fontFolders = (pkg, file) =>
  weights.map((weight) => dirname(require.resolve(`@expo-google-fonts/${pkg}/${weight}/${file}_${weight}.ttf`)));

/** Environment variables for a browser that has a phone's Devanagari font. */
export const phoneFontEnv = () => fontconfigEnv('bench-phone-fonts', fontFolders('noto-sans-devanagari', 'NotoSansDevanagari'), true);

/** Environment variables for a browser with Latin fonts only (Inter): a device with no Devanagari font. */
export const latinOnlyFontEnv = () => fontconfigEnv('latin-only-fonts', fontFolders('inter', 'Inter'), false);
