import { describe, expect, it } from 'vitest';
import { keepCodesWhole } from '~/lib/text/keepCodesWhole';

const page = (body: string) => `<!doctype html><html lang="en"><head><title>F-1 visa</title></head><body>${body}</body></html>`;
const nowrap = (code: string) => `<span class="contents whitespace-nowrap">${code}</span>`;

describe('codes kept on one line', () => {
  it('wraps each code in the text of the body, in either language', () => {
    expect(keepCodesWhole(page('<p>Bring Form I-20, the DS-160 and your F-1 visa; H-1B later.</p><p>F-1 वीज़ा के लिए I-20</p>'))).toBe(
      page(
        `<p>Bring Form ${nowrap('I-20')}, the ${nowrap('DS-160')} and your ${nowrap('F-1')} visa; ${nowrap('H-1B')} later.</p><p>${nowrap('F-1')} वीज़ा के लिए ${nowrap('I-20')}</p>`,
      ),
    );
  });

  it('leaves the head, attributes, scripts, SVG and islands as they are, and words that only look like codes', () => {
    const untouched = [
      '<a href="/blog/f1-visa" title="F-1 visa">visa</a>',
      '<script type="application/ld+json">{"name":"F-1 visa"}</script>',
      '<svg><text>F-1</text></svg>',
      '<astro-island><p>F-1 visa</p></astro-island>',
      '<textarea>I-20</textarea>',
      '<p>COVID-19, Tier-2, 2026-27, ABCD-1, F-1-2</p>',
    ].join('');
    expect(keepCodesWhole(page(untouched))).toBe(page(untouched));
  });
});
