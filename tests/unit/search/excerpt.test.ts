import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptParts } from '~/lib/search/excerpt';

describe('excerptParts', () => {
  it('flags the marked words and keeps the text around them', () => {
    expect(excerptParts('Many students use a <mark>GIC</mark> for living costs.')).toEqual([
      { text: 'Many students use a ', marked: false },
      { text: 'GIC', marked: true },
      { text: ' for living costs.', marked: false },
    ]);
  });

  it('decodes escaped characters, so they show as written and never as markup', () => {
    expect(excerptParts('Tips &amp; Advice: &lt;img src=x&gt; <mark>IELTS</mark>&#39;s band')).toEqual([
      { text: 'Tips & Advice: <img src=x> ', marked: false },
      { text: 'IELTS', marked: true },
      { text: "'s band", marked: false },
    ]);
  });

  it('drops any other tag but keeps its text', () => {
    expect(excerptParts('<b>bold</b> and <mark><i>marked</i></mark>')).toEqual([
      { text: 'bold and ', marked: false },
      { text: 'marked', marked: true },
    ]);
  });

  it('writes the stops Pagefind adds between blocks as the language writes a full stop', () => {
    const excerpt = 'याद रहे. Priya Raman. प्रकाशित 14 सितंबर 2026. <mark>वीज़ा</mark>. (SOP). Lester B. Pearson, IELTS 6.5 और…';
    expect(excerptParts(excerpt, '।').map((part) => part.text)).toEqual([
      'याद रहे। Priya Raman. प्रकाशित 14 सितंबर 2026। ',
      'वीज़ा',
      '। (SOP)। Lester B. Pearson, IELTS 6.5 और…',
    ]);
    // A language whose full stop is "." keeps the excerpt as written.
    expect(
      excerptParts(excerpt)
        .map((part) => part.text)
        .join(''),
    ).toBe(excerpt.replace(/<\/?mark>/g, ''));
  });

  it('returns nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('reads named, decimal and hex references and leaves unknown ones', () => {
    expect(decodeEntities('&quot;a&quot; &#8377;12 &#x20B9;3 &bogus;')).toBe('"a" ₹12 ₹3 &bogus;');
  });
});
