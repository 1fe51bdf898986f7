import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { figures } from '~/config/figures';
import { universityCountries } from '~/lib/finder/search';

// The content the universities and community pages are built from.
const read = (path: string) => JSON.parse(readFileSync(new URL(`../../../src/content/${path}`, import.meta.url), 'utf8'));
const universities = (read('universities/universities.json') as { order: number; [k: string]: unknown }[]).sort(
  (a, b) => a.order - b.order,
);

describe('universities content', () => {
  it('has ten universities, four featured, in the four countries', () => {
    expect(universities).toHaveLength(10);
    expect(universities.filter((u) => u.featured)).toHaveLength(4);
    expect(new Set(universities.map((u) => u.country))).toEqual(new Set(universityCountries));
  });

  it('lists the scholarship maxima in the spec’s order', () => {
    expect(universities.map((u) => u.scholarshipAmount)).toEqual([
      '$50,000', '$40,000', '£35,000', 'A$30,000', '$45,000', '$35,000', '£30,000', 'A$25,000', '$40,000', '$40,000',
    ]);
  });

  it('takes the admission rate from figures rather than repeating it', () => {
    expect(figures.universityAdmissionRate).toBe('98%');
    for (const u of universities) expect(u.admissionRate ?? figures.universityAdmissionRate).toBe('98%');
  });
});

describe('community content', () => {
  it('has the four events the spec registers for, each linking to its own registration page', () => {
    const events = read('events/events.json') as { id: string; registrationLink: string }[];
    expect(events.map((e) => e.id).sort()).toEqual(['1', '2', '3', '4']);
    for (const e of events) expect(e.registrationLink).toBe(`/events/register/${e.id}`);
  });

  it('links every recording to /webinars/<its id>', () => {
    const recordings = read('recordings/recordings.json') as { id: string; videoLink: string }[];
    expect(recordings.length).toBeGreaterThan(0);
    for (const r of recordings) expect(r.videoLink).toBe(`/webinars/${r.id}`);
  });
});
