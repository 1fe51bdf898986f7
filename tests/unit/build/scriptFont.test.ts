import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languageText, scriptLetters, subsetFontFile } from '~/build/scriptFont';

const root = mkdtempSync(join(tmpdir(), 'script-font-'));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a language's pages' text", () => {
  write('content/strings/hi/contact.json', '{"title":"संपर्क"}');
  write('content/blog/hi/post.md', '# ऋतु');
  write('content/blog/post.md', '# ॐ');
  write('content/strings/en/hi.json', '{"x":"ॡ"}');

  it("holds the files in the language's folders, and the words Intl writes in its locale", () => {
    const text = languageText(join(root, 'content'), 'hi', 'hi-IN');
    expect(text).toContain('संपर्क');
    expect(text).toContain('ऋतु');
    // Not English content, nor a file named for the language outside its folder.
    expect(text).not.toContain('ॐ');
    expect(text).not.toContain('ॡ');
    for (const word of [
      new Intl.DateTimeFormat('hi-IN', { month: 'long' }).format(new Date(2026, 8, 1)),
      new Intl.ListFormat('hi', { type: 'disjunction' }).format(['a', 'b']),
    ]) {
      expect(text).toContain(word.replace(/[ab]/g, '').trim());
    }
  });
});

describe("a script's letters", () => {
  it('are each letter, vowel sign and mark once, sorted, with the danda, the joiners and the dotted circle', () => {
    expect(scriptLetters('Hindi: कक्षा। ABC 123 कि', 'Devanagari')).toBe(
      ['\u200C', '\u200D', '\u25CC', 'क', 'ष', 'ा', 'ि', '्', '।'].sort().join(''),
    );
  });
});

describe("a script's font cut to its letters", () => {
  process.env.BUILD_CACHE_DIR = join(root, 'cache');
  const font = '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';
  const whole = statSync(createRequire(import.meta.url).resolve(font)).size;

  it('is a WOFF2 file smaller than the whole, made once for the same letters and again for others', { timeout: 60_000 }, async () => {
    const letters = scriptLetters('नमस्ते दुनिया', 'Devanagari');
    const cut = await subsetFontFile(font, letters, [400, 700]);
    expect(cut).toMatch(/\.woff2$/);
    expect(readFileSync(cut).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(statSync(cut).size).toBeLessThan(whole / 2);
    expect(await subsetFontFile(font, letters, [400, 700])).toBe(cut);
    expect(await subsetFontFile(font, scriptLetters('नमस्ते', 'Devanagari'), [400, 700])).not.toBe(cut);
    expect(await subsetFontFile(font, letters, [400, 600])).not.toBe(cut);
  });
});
