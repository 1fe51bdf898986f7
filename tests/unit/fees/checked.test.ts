import { describe, expect, it } from 'vitest';
import { languages } from '~/config/languages';
import { checkedMonth } from '~/lib/fees/checked';
import { monthName } from '~/lib/text/localeFormats';

describe('the month a price was checked', () => {
  it('is written in the page’s language, never the month before', () => {
    expect(checkedMonth(new Date('2026-12-01'), languages.en.locale)).toBe('December 2026');
    expect(checkedMonth(new Date('2026-12-01'), languages.hi.locale)).toBe(`${monthName(12, languages.hi.locale)} 2026`);
  });
});
