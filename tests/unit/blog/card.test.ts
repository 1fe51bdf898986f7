import { describe, expect, it } from 'vitest';
import { formatPostDate } from '~/lib/blog/card';
import { monthName } from '~/lib/text/localeFormats';
import { wordsOf } from '../support/strings';

const en = wordsOf('blog');
const hi = wordsOf('blog', 'hi');

describe('a post’s date', () => {
  it('reads day, month, year in the blog strings’ locale, from a date or its ISO day', () => {
    expect(formatPostDate('2026-09-14', en.locale)).toBe('14 September 2026');
    expect(formatPostDate(new Date('2026-09-14'), en.locale)).toBe('14 September 2026');
    expect(formatPostDate('2026-09-14', hi.locale)).toBe(`14 ${monthName(9, hi.locale)} 2026`);
  });
});
