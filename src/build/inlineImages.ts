/**
 * A page's first-screen images travel inside the page: an <img> marked `data-inline-image` whose src is
 * a built file gets that file's bytes as a data: URL, so on a slow phone network it paints with the
 * page's text instead of one round trip later. Only small images are worth it (the page is sent on
 * every visit and its images are not cached apart): a larger file keeps its URL.
 */
export const maxInlineImageBytes = 12 * 1024;

const markedImage = /<img\b(?=[^>]*\sdata-inline-image[\s=/>])[^>]*>/g;
const marker = /\sdata-inline-image(?:="")?(?=[\s/>])/;
const srcAttribute = /\ssrc="([^"]*)"/;

export interface InlinedPage {
  html: string;
  /** The src of each image now inside the page. */
  inlined: string[];
  /** Marked images left as links because their file is over maxInlineImageBytes. */
  tooLarge: string[];
}

/**
 * `html` with each marked image's src replaced by its bytes (read through `readFile`, by site path)
 * as the type the site serves it with (`contentTypes`, by extension), and the marker dropped. A marked image must have one src and no srcset (the browser would pick from
 * the srcset and never use the data URL): a wider screen's sizes belong in a <picture> <source>.
 */
export function inlineMarkedImages(
  html: string,
  readFile: (path: string) => Uint8Array | undefined,
  contentTypes: Readonly<Record<string, string>>,
): InlinedPage {
  const inlined: string[] = [];
  const tooLarge: string[] = [];
  const out = html.replace(markedImage, (tag) => {
    const src = srcAttribute.exec(tag)?.[1];
    if (!src) throw new Error(`A first-screen image has no src: ${tag}`);
    if (/\ssrcset=/.test(tag)) throw new Error(`A first-screen image has a srcset, so its data URL would never be used: ${src}`);
    const path = src.split(/[?#]/)[0]!;
    const type = contentTypes[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
    const bytes = readFile(path);
    if (!type?.startsWith('image/') || !bytes) throw new Error(`A first-screen image is not a built image file: ${src}`);
    const unmarked = tag.replace(marker, '');
    if (bytes.byteLength > maxInlineImageBytes) {
      tooLarge.push(src);
      return unmarked;
    }
    inlined.push(src);
    return unmarked.replace(srcAttribute, () => ` src="data:${type};base64,${Buffer.from(bytes).toString('base64')}"`);
  });
  return { html: out, inlined, tooLarge };
}

/** The id given to the image that the first paint waits for, when it has none of its own. */
export const firstPaintImageId = 'first-screen-image';

const highPriorityInlined = /<img\b(?=[^>]*\sfetchpriority="high")(?=[^>]*\ssrc="data:)[^>]*>/i;
const idAttribute = /\sid="([^"]*)"/;

/**
 * `html` whose first paint waits until the parser has reached its high-priority image inside the page
 * (`<link rel="expect" blocking="render">`): on a slow phone the browser would otherwise paint the
 * words above the image first and the image a frame or more later, and that later frame is the page's
 * largest paint. The image's bytes come with its tag, so the first paint has it. Browsers without
 * `rel="expect"` ignore the link. A page without such an image is returned unchanged.
 */
export function firstPaintWithImage(html: string): string {
  const tag = highPriorityInlined.exec(html)?.[0];
  if (!tag) return html;
  let id = idAttribute.exec(tag)?.[1];
  let out = html;
  if (!id) {
    if (html.includes(`id="${firstPaintImageId}"`)) throw new Error(`The page already has an element with the id ${firstPaintImageId}`);
    id = firstPaintImageId;
    out = out.replace(tag, tag.replace(/^<img\b/i, `<img id="${id}"`));
  }
  const expectLink = `<link rel="expect" href="#${id}" blocking="render">`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(out);
  if (charset) return out.replace(charset[0], `${charset[0]}${expectLink}`);
  if (!/<head>/i.test(out)) throw new Error('A page with a first-screen image has no <head> for the link that holds its first paint');
  return out.replace(/<head>/i, `<head>${expectLink}`);
}
