/**
 * Student stories and the team: the rules that keep every person and university written once, and
 * the build's own schemas refusing bad entries. Expected values come from the content itself, so a
 * new story, team member or page keeps this green.
 */
import { describe, expect, it } from 'vitest';
import { collections } from '~/content.config';
import { readContent as read } from '../support/content';
import { issuePaths, withImages } from '../support/schemas';

interface StoryEntry {
  id: string;
  name: string;
  university?: string;
  universityName?: string;
  about?: { order: number };
  [field: string]: unknown;
}
const stories = read<StoryEntry[]>('student-stories/stories.json');
const team = read<{ id: string; name: string }[]>('team/team.json');
const mentors = read<{ id: string; name: string }[]>('mentors/mentors.json');
const universities = read<{ id: string; name: string }[]>('universities/universities.json');

const storySchema = withImages(collections.studentStories);

describe('student stories', () => {
  it('tells one story per person: ids and names are unique', () => {
    expect(new Set(stories.map((s) => s.id)).size).toBe(stories.length);
    expect(new Set(stories.map((s) => s.name)).size).toBe(stories.length);
  });

  it('never retypes a university the collection has: such a story names it by id', () => {
    const knownNames = new Set(universities.map((u) => u.name.toLocaleLowerCase('en')));
    for (const story of stories) {
      if (story.universityName) expect(knownNames.has(story.universityName.toLocaleLowerCase('en')), story.id).toBe(false);
    }
  });
});

describe('bad stories are rejected, naming the field', () => {
  const listed = stories.find((s) => s.university && s.about)!;
  const other = stories.find((s) => s.universityName)!;

  it('stars other than five, an unknown key, a missing quote, a year that is not a number', () => {
    expect(issuePaths(storySchema, { ...listed, stars: 4 })).toEqual(['stars']);
    expect(issuePaths(storySchema, { ...listed, rating: 5 })).toEqual(['']);
    const { quote: _quote, ...withoutQuote } = listed;
    expect(issuePaths(storySchema, withoutQuote)).toEqual(['quote']);
    expect(issuePaths(storySchema, { ...listed, year: '2024' })).toEqual(['year']);
  });

  it('both a university and a universityName, or neither', () => {
    expect(issuePaths(storySchema, { ...listed, universityName: 'Somewhere University' })).toContain('university');
    const { university: _university, ...neither } = listed;
    expect(issuePaths(storySchema, neither)).toContain('university');
  });

  it('a universityName without its city, or a listed university with a city of its own', () => {
    const { city: _city, ...noCity } = other;
    expect(issuePaths(storySchema, noCity)).toEqual(['universityName']);
    expect(issuePaths(storySchema, { ...listed, city: 'Elsewhere' })).toEqual(['university']);
  });

  it('an about-page story without an achievement, and a /universities story without a listed university', () => {
    const { achievement: _achievement, ...plain } = listed;
    expect(issuePaths(storySchema, plain)).toEqual(['achievement']);
    expect(issuePaths(storySchema, { ...other, universitiesPage: { order: 1 } })).toEqual(['universitiesPage']);
  });
});

describe('the team', () => {
  it('gives every member a unique id', () => {
    expect(new Set(team.map((m) => m.id)).size).toBe(team.length);
  });

  it('shares no name with a student or a mentor: each person is written once', () => {
    const students = new Set([...stories, ...mentors].map((person) => person.name));
    for (const member of team) expect(students.has(member.name), member.name).toBe(false);
    const mentorNames = new Set(mentors.map((m) => m.name));
    for (const story of stories) expect(mentorNames.has(story.name), story.name).toBe(false);
  });
});
