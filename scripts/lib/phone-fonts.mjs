// The fonts a phone has: every Android phone ships Noto Sans Devanagari, which a Hindi page falls
// back to until its web font is cached. A test machine may have no Devanagari font at all, and then
// Chromium searches every font for each Hindi word and draws boxes, which is slower than any phone.
// This gives Chromium the system's fonts plus the static Noto Sans Devanagari files from npm.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const weights = ['400Regular', '500Medium', '600SemiBold', '700Bold'];

/** Environment variables for a browser that has a phone's Devanagari font. */
export function phoneFontEnv() {
  const folders = weights.map((weight) => dirname(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`)));
  const home = join(tmpdir(), 'bench-phone-fonts');
  mkdirSync(join(home, 'cache'), { recursive: true });
  const config = join(home, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n${folders.map((folder) => `  <dir>${folder}</dir>\n`).join('')}  <cachedir>${join(home, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return { FONTCONFIG_FILE: config };
}
