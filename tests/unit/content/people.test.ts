/**
 * Student stories and the team: the content as an editor wrote it, checked against the build's own
 * schemas and against the rules that keep every person and university written once. Expected values
 * come from the content itself, so a new story, team member or page keeps this green.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { collections } from '~/content.config';

const read = <T>(path: string): T => JSON.parse(readFileSync(`src/content/${path}`, 'utf8')) as T;

interface StoryEntry {
  id: string;
  name: string;
  university?: string;
  universityName?: string;
  home?: { order: number };
  about?: { order: number };
  universitiesPage?: { order: number };
  servicePage?: { service: string; order: number };
  [field: string]: unknown;
}
const stories = read<StoryEntry[]>('student-stories/stories.json');
const team = read<{ id: string; name: string }[]>('team/team.json');
const mentors = read<{ id: string; name: string }[]>('mentors/mentors.json');
const universities = read<{ id: string; name: string }[]>('universities/universities.json');
const services = read<{ id: string }[]>('services/services.json');

// Astro's image() is stood in for by a relative path (the build itself checks the file exists).
const withImages = (collection: { schema?: unknown }) =>
  (collection.schema as (context: { image: () => z.ZodType }) => z.ZodType)({ image: () => z.string().regex(/^\.\.?\//) });
const storySchema = withImages(collections.studentStories);
const teamSchema = withImages(collections.team);

const failingPaths = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

/** The orders one place gives its stories, sorted: they must read 1, 2, 3 … */
const ordersIn = (placement: (story: StoryEntry) => { order: number } | undefined) =>
  stories.flatMap((story) => (placement(story) ? [placement(story)!.order] : [])).sort((a, b) => a - b);
const oneToN = (orders: number[]) => orders.map((_, i) => i + 1);

describe('student stories', () => {
  it('every story passes the schema', () => {
    for (const story of stories) expect(failingPaths(storySchema, story), story.id).toEqual([]);
  });

  it('tells one story per person: ids and names are unique', () => {
    expect(new Set(stories.map((s) => s.id)).size).toBe(stories.length);
    expect(new Set(stories.map((s) => s.name)).size).toBe(stories.length);
  });

  it('numbers each page’s stories 1, 2, 3 …', () => {
    for (const page of ['home', 'about', 'universitiesPage'] as const) {
      expect(ordersIn((s) => s[page]), page).toEqual(oneToN(ordersIn((s) => s[page])));
    }
    for (const { id } of services) {
      const orders = ordersIn((s) => (s.servicePage?.service === id ? s.servicePage : undefined));
      expect(orders, id).toEqual(oneToN(orders));
    }
  });

  it('names only known universities and services, and never retypes a university the collection has', () => {
    const known = new Set(universities.map((u) => u.id));
    const knownNames = new Set(universities.map((u) => u.name.toLocaleLowerCase('en')));
    const serviceIds = new Set(services.map((s) => s.id));
    for (const story of stories) {
      if (story.university) expect(known.has(story.university), story.id).toBe(true);
      if (story.universityName) expect(knownNames.has(story.universityName.toLocaleLowerCase('en')), story.id).toBe(false);
      if (story.servicePage) expect(serviceIds.has(story.servicePage.service), story.id).toBe(true);
    }
  });
});

describe('bad stories are rejected, naming the field', () => {
  const listed = stories.find((s) => s.university && s.about)!;
  const other = stories.find((s) => s.universityName)!;

  it('stars other than five, an unknown key, a missing quote, a year that is not a number', () => {
    expect(failingPaths(storySchema, { ...listed, stars: 4 })).toEqual(['stars']);
    expect(failingPaths(storySchema, { ...listed, rating: 5 })).toEqual(['']);
    const { quote: _quote, ...withoutQuote } = listed;
    expect(failingPaths(storySchema, withoutQuote)).toEqual(['quote']);
    expect(failingPaths(storySchema, { ...listed, year: '2024' })).toEqual(['year']);
  });

  it('both a university and a universityName, or neither', () => {
    expect(failingPaths(storySchema, { ...listed, universityName: 'Somewhere University' })).toContain('university');
    const { university: _university, ...neither } = listed;
    expect(failingPaths(storySchema, neither)).toContain('university');
  });

  it('a universityName without its city, or a listed university with a city of its own', () => {
    const { city: _city, ...noCity } = other;
    expect(failingPaths(storySchema, noCity)).toEqual(['universityName']);
    expect(failingPaths(storySchema, { ...listed, city: 'Elsewhere' })).toEqual(['university']);
  });

  it('an about-page story without an achievement, and a /universities story without a listed university', () => {
    const { achievement: _achievement, ...plain } = listed;
    expect(failingPaths(storySchema, plain)).toEqual(['achievement']);
    expect(failingPaths(storySchema, { ...other, universitiesPage: { order: 1 } })).toEqual(['universitiesPage']);
  });
});

describe('the team', () => {
  it('every member passes the schema and has a unique id', () => {
    for (const member of team) expect(failingPaths(teamSchema, member), member.id).toEqual([]);
    expect(new Set(team.map((m) => m.id)).size).toBe(team.length);
  });

  it('shares no name with a student or a mentor: each person is written once', () => {
    const students = new Set([...stories, ...mentors].map((person) => person.name));
    for (const member of team) expect(students.has(member.name), member.name).toBe(false);
    const mentorNames = new Set(mentors.map((m) => m.name));
    for (const story of stories) expect(mentorNames.has(story.name), story.name).toBe(false);
  });
});
