import { describe, expect, it } from 'vitest';
import { familiesOf, scriptFirst, splitFontCss } from '~/lib/fonts/webFontCss';

const inter =
  '@font-face{font-family:Inter-1;src:url("/_astro/fonts/a.woff2") format("woff2");font-display:swap;unicode-range:U+0000-00FF;}';
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

describe('familiesOf', () => {
  it("reads a variable's families in order, quoted names whole", () => {
    const devanagari = ':root{--font-devanagari:"Noto Sans Devanagari-2", "Noto Sans Devanagari";}';
    expect(familiesOf(`${fallback}${variable}${devanagari}`, '--font-inter')).toEqual([
      'Inter-1',
      '"Inter-1 fallback: Arial"',
      'system-ui',
    ]);
    expect(familiesOf(`${variable}${devanagari}`, '--font-devanagari')).toEqual(['"Noto Sans Devanagari-2"', '"Noto Sans Devanagari"']);
  });

  it('finds nothing for a variable the CSS does not set', () => {
    expect(familiesOf(variable, '--font-devanagari')).toEqual([]);
  });
});

describe('scriptFirst', () => {
  const latin = ['Inter-1', '"Inter-1 fallback: Arial"', 'system-ui'];
  const script = ['"Noto Sans Devanagari-2"', '"Noto Sans Devanagari"'];

  it("puts the script's faces after Inter's own face and before its fallbacks", () => {
    expect(scriptFirst(latin, script)).toEqual([
      'Inter-1',
      '"Noto Sans Devanagari-2"',
      '"Noto Sans Devanagari"',
      '"Inter-1 fallback: Arial"',
      'system-ui',
    ]);
  });

  it("keeps the script's faces when there is no Latin stack", () => {
    expect(scriptFirst([], script)).toEqual(script);
  });
});
