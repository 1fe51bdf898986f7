import { describe, expect, it } from 'vitest';
import { splitFontCss } from '~/lib/fonts/webFontCss';

const inter = '@font-face{font-family:Inter-1;src:url("/_astro/fonts/a.woff2") format("woff2");font-display:swap;unicode-range:U+0000-00FF;}';
const interExt = '@font-face{font-family:Inter-1;src:url("/_astro/fonts/b.woff2") format("woff2");unicode-range:U+0100-02BA;}';
const fallback = '@font-face{font-family:"Inter-1 fallback: Arial";src:local("Arial");size-adjust:107.1%;ascent-override:90.4%;}';
const variable = ':root{--font-inter:Inter-1, "Inter-1 fallback: Arial", system-ui;}';

describe('splitFontCss', () => {
  it('keeps the fallback faces and the variable for the first paint, and defers the faces that download', () => {
    const { firstPaint, afterPaint } = splitFontCss(`${inter}${fallback}\n${interExt}${variable}`);
    expect(firstPaint).toBe(`${fallback}${variable}`);
    expect(afterPaint).toBe(`${inter}${interExt}`);
  });

  it('loses no rule and adds none', () => {
    const css = `${fallback}${inter}${variable}${interExt}`;
    const { firstPaint, afterPaint } = splitFontCss(css);
    expect(firstPaint.length + afterPaint.length).toBe(css.length);
    expect(splitFontCss(`\n${css}\n`)).toEqual({ firstPaint, afterPaint });
    expect(firstPaint).not.toContain('url(');
    expect(afterPaint).not.toContain('local(');
  });
});
