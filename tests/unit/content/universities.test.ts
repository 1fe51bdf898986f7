import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rankingBand } from '~/lib/universities/facts';
import { comingSoonPaths } from '~/config/comingSoon';

// The content the universities and community pages are built from.
const read = (path: string) => JSON.parse(readFileSync(new URL(`../../../src/content/${path}`, import.meta.url), 'utf8'));

interface University {
  id: string;
  name: string;
  country: string;
  page?: string;
  ranking: { qsWorld: number; year: number };
  partner?: { order: number; featured: boolean };
  home?: { order: number };
  countryPage?: { order: number };
}
const universities = read('universities/universities.json') as University[];
const destinations = read('destinations/destinations.json') as { id: string }[];

/** The orders of one place's list must be 1, 2, 3 … so no two cards fight for a slot. */
const ordersOf = (key: 'partner' | 'home' | 'countryPage', within: University[] = universities) =>
  within.flatMap((u) => (u[key] ? [u[key]!.order] : [])).sort((a, b) => a - b);
const oneToN = (orders: number[]) => orders.map((_, i) => i + 1);

describe('universities content', () => {
  it('names each university once', () => {
    const names = universities.map((u) => u.name.toLocaleLowerCase('en'));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(universities.map((u) => u.id)).size).toBe(universities.length);
  });

  it('puts every university in a destination the site has', () => {
    const known = new Set(destinations.map((d) => d.id));
    for (const u of universities) expect(known.has(u.country), `${u.id}: ${u.country}`).toBe(true);
  });

  it('numbers each list 1, 2, 3 … with at least one featured partner', () => {
    expect(ordersOf('partner')).toEqual(oneToN(ordersOf('partner')));
    expect(ordersOf('home')).toEqual(oneToN(ordersOf('home')));
    for (const { id } of destinations) {
      const inCountry = universities.filter((u) => u.country === id);
      expect(ordersOf('countryPage', inCountry)).toEqual(oneToN(ordersOf('countryPage', inCountry)));
    }
    expect(universities.some((u) => u.partner?.featured)).toBe(true);
  });

  it('gives each university a page of its own, never a fixed coming-soon path', () => {
    const pages = universities.flatMap((u) => (u.page ? [u.page] : []));
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of pages) expect(comingSoonPaths).not.toContain(page);
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
  const ids = (path: string) => (read(path) as { id: string }[]).map((entry) => entry.id);

  it('gives each event, recording and mentor its own id (their pages are /events/register/<id>, /webinars/<id>, /mentors/<id>)', () => {
    for (const path of ['events/events.json', 'recordings/recordings.json', 'mentors/mentors.json']) {
      expect(ids(path).length, path).toBeGreaterThan(0);
      expect(new Set(ids(path)).size, path).toBe(ids(path).length);
    }
  });

  it('has every event hosted by a known team member or mentor', () => {
    const team = new Set(ids('team/team.json'));
    const mentors = new Set(ids('mentors/mentors.json'));
    for (const event of read('events/events.json') as { id: string; host: { team?: string; mentor?: string } }[]) {
      expect(event.host.team ? team.has(event.host.team) : mentors.has(event.host.mentor!), event.id).toBe(true);
    }
  });
});
