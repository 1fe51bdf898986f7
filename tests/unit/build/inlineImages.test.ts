import { describe, expect, it } from 'vitest';
import { firstPaintImageId, firstPaintWithImage, inlineMarkedImages as inlineWith, maxInlineImageBytes } from '~/build/inlineImages';
import { contentTypes } from '~/config/serving';

const cover = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
const avatar = new Uint8Array([137, 80, 78, 71]);
const tooBig = new Uint8Array(maxInlineImageBytes + 1);
const files = new Map<string, Uint8Array>([
  ['/_astro/cover.abc.webp', cover],
  ['/_astro/avatar.def.png', avatar],
  ['/_astro/huge.ghi.webp', tooBig],
]);
const read = (path: string) => files.get(path);
// The types the site serves its files with.
const inlineMarkedImages = (html: string, readFile = read) => inlineWith(html, readFile, contentTypes);
const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe('inlineMarkedImages', () => {
  it('puts each marked image inside the page as a data URL of its file, and drops the marker', () => {
    const html =
      '<img src="/_astro/cover.abc.webp" alt="A wallet" loading="eager" data-inline-image width="720">' +
      '<img src="/_astro/avatar.def.png" alt="" data-inline-image="" class="size-14"/>';
    const { html: out, inlined, tooLarge } = inlineMarkedImages(html, read);
    expect(out).toBe(
      `<img src="${dataUrl(contentTypes.webp, cover)}" alt="A wallet" loading="eager" width="720">` +
        `<img src="${dataUrl(contentTypes.png, avatar)}" alt="" class="size-14"/>`,
    );
    expect(inlined).toEqual(['/_astro/cover.abc.webp', '/_astro/avatar.def.png']);
    expect(tooLarge).toEqual([]);
  });

  it('leaves images without the marker as links', () => {
    const html = '<img src="/_astro/cover.abc.webp" alt="" loading="lazy"><img data-inline-imagery src="/_astro/cover.abc.webp">';
    expect(inlineMarkedImages(html, read)).toEqual({ html, inlined: [], tooLarge: [] });
  });

  it(`keeps a file over ${maxInlineImageBytes} bytes a link and reports it`, () => {
    const { html, inlined, tooLarge } = inlineMarkedImages('<img src="/_astro/huge.ghi.webp" alt="" data-inline-image>', read);
    expect(html).toBe('<img src="/_astro/huge.ghi.webp" alt="">');
    expect(inlined).toEqual([]);
    expect(tooLarge).toEqual(['/_astro/huge.ghi.webp']);
  });

  it('refuses a marked image with a srcset, whose data URL the browser would never use', () => {
    const html = '<img src="/_astro/cover.abc.webp" srcset="/_astro/cover.abc.webp 720w" data-inline-image>';
    expect(() => inlineMarkedImages(html, read)).toThrow(/srcset/);
  });

  it('refuses a marked image that is not a built image file', () => {
    expect(() => inlineMarkedImages('<img src="/_astro/missing.webp" data-inline-image>', read)).toThrow(/missing\.webp/);
    expect(() => inlineMarkedImages('<img src="/_astro/cover.abc.txt" data-inline-image>', () => cover)).toThrow(/not a built image/);
    expect(() => inlineMarkedImages('<img alt="" data-inline-image>', read)).toThrow(/no src/);
  });
});

describe('firstPaintWithImage', () => {
  const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head>';
  const hold = (id: string) => `<link rel="expect" href="#${id}" blocking="render">`;

  it('holds the first paint until the high-priority image inside the page is parsed, giving it an id', () => {
    const portrait = `<img src="${dataUrl(contentTypes.png, avatar)}" alt="">`;
    const html = `${head}<body><h1>A post</h1>${portrait}<img src="${dataUrl(contentTypes.webp, cover)}" alt="A wallet" fetchpriority="high"></body></html>`;
    expect(firstPaintWithImage(html)).toBe(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">${hold(firstPaintImageId)}<title>A post</title></head>` +
        `<body><h1>A post</h1>${portrait}<img id="${firstPaintImageId}" src="${dataUrl(contentTypes.webp, cover)}" alt="A wallet" fetchpriority="high"></body></html>`,
    );
  });

  it('uses the image’s own id, and reads the attribute as React writes it', () => {
    const html = `${head}<body><img src="${dataUrl(contentTypes.webp, cover)}" id="cover" fetchPriority="high"/></body></html>`;
    expect(firstPaintWithImage(html)).toBe(html.replace('<meta charset="utf-8">', `<meta charset="utf-8">${hold('cover')}`));
  });

  it('leaves a page alone whose high-priority image is a link, or that has none', () => {
    const linked = `${head}<body><img src="/_astro/huge.ghi.webp" fetchpriority="high"></body></html>`;
    const none = `${head}<body><img src="${dataUrl(contentTypes.webp, cover)}" alt=""></body></html>`;
    expect(firstPaintWithImage(linked)).toBe(linked);
    expect(firstPaintWithImage(none)).toBe(none);
  });

  it('refuses to give the image an id the page already uses', () => {
    const html = `${head}<body><p id="${firstPaintImageId}"></p><img src="${dataUrl(contentTypes.webp, cover)}" fetchpriority="high"></body></html>`;
    expect(() => firstPaintWithImage(html)).toThrow(firstPaintImageId);
  });
});
