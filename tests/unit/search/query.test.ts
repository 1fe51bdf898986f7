import { describe, expect, it } from 'vitest';
import { readSearchQuery, searchQueryString } from '~/lib/search/query';

describe('the /search page URL', () => {
  it('reads the search text from ?q=', () => {
    expect(readSearchQuery('?q=IELTS+coaching')).toEqual({ q: 'IELTS coaching' });
    expect(readSearchQuery('')).toEqual({ q: '' });
    expect(readSearchQuery(`?q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });

  it('writes ?q= only for a search, and round-trips any text', () => {
    expect(searchQueryString({ q: '' })).toBe('');
    expect(searchQueryString({ q: '   ' })).toBe('');
    for (const q of ['GIC', 'c++ & <b>', 'Université de Montréal']) expect(readSearchQuery(searchQueryString({ q }))).toEqual({ q });
  });
});
