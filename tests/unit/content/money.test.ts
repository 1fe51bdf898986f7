import { describe, expect, it } from 'vitest';
import { readContent as read } from '../support/content';

interface Scholarship {
  id: string;
  name: string;
  funderType: string;
  universities?: string[];
  link: string;
  sources: { url: string }[];
}
interface Lender {
  id: string;
  name: string;
  sources: { url: string }[];
}
const scholarships = read<Scholarship[]>('scholarships/scholarships.json');
const lenders = read<Lender[]>('lenders/lenders.json');
const universities = new Set(read<{ id: string }[]>('universities/universities.json').map((u) => u.id));

describe('scholarships and lenders content', () => {
  it('lists each scholarship and lender once, by id and by name', () => {
    for (const list of [scholarships, lenders]) {
      expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
      expect(new Set(list.map((e) => e.name.toLocaleLowerCase('en'))).size).toBe(list.length);
    }
  });

  it('gives a university’s own award the universities it belongs to, each one the site lists', () => {
    for (const s of scholarships) {
      if (s.funderType === 'university') expect(s.universities?.length, s.id).toBeGreaterThan(0);
      for (const id of s.universities ?? []) expect(universities.has(id), `${s.id}: ${id}`).toBe(true);
    }
  });

  it('traces every entry to pages read over https or http, each named once', () => {
    for (const entry of [...scholarships, ...lenders]) {
      const urls = entry.sources.map((s) => s.url);
      expect(new Set(urls).size, entry.id).toBe(urls.length);
      for (const url of urls) expect(url, entry.id).toMatch(/^https?:\/\//);
    }
  });

  it('translates only entries the English files list', () => {
    for (const [file, english] of [
      ['scholarships/hi/scholarships.json', scholarships],
      ['lenders/hi/lenders.json', lenders],
    ] as const) {
      const ids = new Set(english.map((e) => e.id));
      for (const { id } of read<{ id: string }[]>(file)) expect(ids.has(id), `${file}: ${id}`).toBe(true);
    }
  });
});
