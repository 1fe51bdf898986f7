import { describe, expect, it } from 'vitest';
import { rankingBand } from '~/lib/universities/facts';
import { readContent as read } from '../support/content';

interface University {
  id: string;
  name: string;
  page?: string;
}
const universities = read<University[]>('universities/universities.json');

describe('universities content', () => {
  it('names each university once', () => {
    const names = universities.map((u) => u.name.toLocaleLowerCase('en'));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(universities.map((u) => u.id)).size).toBe(universities.length);
  });

  it('gives each university a page of its own', () => {
    const pages = universities.flatMap((u) => (u.page ? [u.page] : []));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('reads a rank as the smallest round band that holds it', () => {
    expect(rankingBand({ qsWorld: 1, year: 2025 })).toBe(5);
    expect(rankingBand({ qsWorld: 25, year: 2025 })).toBe(30);
    expect(rankingBand({ qsWorld: 30, year: 2025 })).toBe(30);
    expect(rankingBand({ qsWorld: 193, year: 2025 })).toBe(200);
    expect(rankingBand({ qsWorld: 1400, year: 2025 })).toBeUndefined();
  });
});

describe('community content', () => {
  const ids = (path: string) => read<{ id: string }[]>(path).map((entry) => entry.id);

  it('gives each event, recording and mentor its own id (their pages are /events/register/<id>, /webinars/<id>, /mentors/<id>)', () => {
    for (const path of ['events/events.json', 'recordings/recordings.json', 'mentors/mentors.json']) {
      expect(new Set(ids(path)).size, path).toBe(ids(path).length);
    }
  });
});
