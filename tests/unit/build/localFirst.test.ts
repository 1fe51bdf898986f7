import { describe, expect, it } from 'vitest';
import type { FontProvider } from 'astro';
import { facePerWeight, localFirst } from '~/build/localFirst';

/** A provider that gives one face per variant, from its file, as Astro's local provider does. */
const fromFiles: FontProvider<{ variants: { weight: number; src: string[] }[] }> = {
  name: 'files',
  resolveFont: ({ options }) => ({
    fonts: (options?.variants ?? []).map(({ weight, src }) => ({ weight, src: src.map((url) => ({ url })) })),
  }),
};
const resolve = (provider: typeof fromFiles, weights: number[]) =>
  provider.resolveFont({
    familyName: 'Noto Sans Devanagari',
    weights: [],
    styles: [],
    subsets: [],
    formats: [],
    options: { variants: weights.map((weight) => ({ weight, src: ['/cut.woff2'] })) },
  });

describe('a family whose faces look for installed fonts first', () => {
  const installed = { 400: ['Noto Sans Devanagari Regular', 'Mangal'], 700: ['Noto Sans Devanagari Bold', 'Mangal Bold'] };

  it("names the installed faces of each face's weight before its file", async () => {
    const resolved = await resolve(localFirst(fromFiles, installed), [400, 700]);
    expect(resolved?.fonts.map((face) => face.src)).toEqual([
      [{ name: 'Noto Sans Devanagari Regular' }, { name: 'Mangal' }, { url: '/cut.woff2' }],
      [{ name: 'Noto Sans Devanagari Bold' }, { name: 'Mangal Bold' }, { url: '/cut.woff2' }],
    ]);
  });

  it('refuses a face of a weight it names no installed faces for', async () => {
    await expect(resolve(localFirst(fromFiles, installed), [500])).rejects.toThrow(/weight 500 of Noto Sans Devanagari/);
  });

  it('is told apart from its provider by the faces it names', () => {
    const wrapped = localFirst(fromFiles, installed);
    expect(wrapped.name).not.toBe(fromFiles.name);
    expect(wrapped.config).toEqual({ installed });
  });

  it('gives one face a weight, lightest first, each drawing the one file', () => {
    expect(facePerWeight({ 700: [], 400: [], 500: [] }, '/cut.woff2', 'U+0900-097F')).toEqual(
      [400, 500, 700].map((weight) => ({ src: ['/cut.woff2'], weight, style: 'normal', unicodeRange: ['U+0900-097F'] })),
    );
    expect(() => facePerWeight({}, '/cut.woff2', 'U+0900-097F')).toThrow();
  });
});
