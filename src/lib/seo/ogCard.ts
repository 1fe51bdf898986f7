/**
 * The SVG template of a blog post's share image (1200x630): title, category and brand on the brand's
 * navy with a saffron accent, in English or Hindi. Text is XML-escaped, so a title with "&" or "<"
 * cannot break the image.
 */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A text's length as a reader counts letters: a Devanagari syllable with its vowel sign is one. */
const visibleLength = (text: string) => [...graphemes.segment(text)].length;

/**
 * Greedy word wrap to lines of at most `maxChars` letters (a longer word gets a line of its own), at
 * most `maxLines`.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && visibleLength(`${last} ${word}`) <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;-]+$/, '')}…`;
  return kept;
}

export interface OgCard {
  title: string;
  eyebrow: string;
  footer: string;
}

export function ogCardSvg({ title, eyebrow, footer }: OgCard): string {
  const lines = wrapText(title, 24, 4);
  const fontSize = lines.length > 3 ? 56 : 62;
  const lineHeight = fontSize * 1.18;
  const top = 315 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3;
  // The project's own fonts (src/build/shareImage.ts): Inter, and Noto Sans Devanagari for Hindi letters.
  const font = 'font-family="Inter, \'Noto Sans Devanagari\'"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#061a33"/><stop offset="0.6" stop-color="#0a2b52"/><stop offset="1" stop-color="#174583"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1100" cy="80" r="240" fill="#fb9f24" fill-opacity="0.14"/>
  <rect x="80" y="70" width="12" height="490" rx="6" fill="#fb9f24"/>
  <text x="130" y="120" ${font} font-size="28" font-weight="700" letter-spacing="3" fill="#fcb74d">${escapeXml(eyebrow.toUpperCase())}</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="130" y="${Math.round(top + i * lineHeight)}" ${font} font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <text x="130" y="545" ${font} font-size="30" font-weight="600" fill="#d9e8f7">${escapeXml(footer)}</text>
</svg>`;
}
