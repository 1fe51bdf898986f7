import { describe, expect, it } from 'vitest';
import { postLastmod } from '~/lib/blog/lastmod';
import { readTimeMinutes } from '~/lib/blog/readTime';

describe('postLastmod', () => {
  it('prefers updated over date', () => {
    expect(postLastmod('---\ntitle: A\ndate: 2026-09-14\nupdated: 2026-10-20\n---\nBody')?.toISOString()).toBe('2026-10-20T00:00:00.000Z');
  });
  it('falls back to date, quoted or not', () => {
    expect(postLastmod("---\ndate: '2026-08-30'\n---\n")?.toISOString()).toBe('2026-08-30T00:00:00.000Z');
  });
  it('ignores dates in the body and invalid values', () => {
    expect(postLastmod('---\ntitle: x\n---\ndate: 2026-01-01')).toBeUndefined();
    expect(postLastmod('---\ndate: 2026-13-45\n---\n')).toBeUndefined();
    expect(postLastmod('no front matter')).toBeUndefined();
  });
});

describe('readTimeMinutes', () => {
  it('counts about 200 words a minute, at least one', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('word '.repeat(800))).toBe(4);
  });
});
