import { describe, expect, it } from 'vitest';
import { formCodeParts } from '~/lib/text/formCode';

describe('a text in pieces around its codes', () => {
  it('gives each code a piece of its own, in either language', () => {
    expect(formCodeParts('Pay the SEVIS I-901 fee after your I-20, then F-1 वीज़ा')).toEqual([
      { text: 'Pay the SEVIS ', code: false },
      { text: 'I-901', code: true },
      { text: ' fee after your ', code: false },
      { text: 'I-20', code: true },
      { text: ', then ', code: false },
      { text: 'F-1', code: true },
      { text: ' वीज़ा', code: false },
    ]);
  });

  it('keeps a text that starts or ends with a code, and one without any, without empty pieces', () => {
    expect(formCodeParts('DS-160')).toEqual([{ text: 'DS-160', code: true }]);
    expect(formCodeParts('COVID-19, Tier-2, 2026-27, F-1-2')).toEqual([{ text: 'COVID-19, Tier-2, 2026-27, F-1-2', code: false }]);
  });
});
