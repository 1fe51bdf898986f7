import { describe, expect, it } from 'vitest';
import en from '~/content/strings/en/blog.json';
import hi from '~/content/strings/hi/blog.json';
import { formatPostDate } from '~/lib/blog/card';
import { monthName } from '~/lib/text/localeFormats';

describe('a post’s date', () => {
  it('reads day, month, year in the blog strings’ locale, from a date or its ISO day', () => {
    expect(formatPostDate('2026-09-14', en.locale)).toBe('14 September 2026');
    expect(formatPostDate(new Date('2026-09-14'), en.locale)).toBe('14 September 2026');
    expect(formatPostDate('2026-09-14', hi.locale)).toBe(`14 ${monthName(9, hi.locale)} 2026`);
  });
});
