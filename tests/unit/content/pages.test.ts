/**
 * Page copy (src/content/pages/*.json): bad copy is refused naming the field, and a page asking for
 * copy its file lacks fails naming the file (the build checks the real files). The files themselves
 * are the expected values: nothing here repeats today's words.
 */
import { describe, expect, it } from 'vitest';
import { collections } from '~/content.config';
import { sectionHeadings } from '~/queries/pages';
import { contentFiles } from '../support/content';
import { issuePaths, schemaOf } from '../support/schemas';

const schema = schemaOf(collections.pages);
const pages = contentFiles('pages').map(({ text }) => JSON.parse(text) as Record<string, Record<string, unknown>>);

const failingPaths = (value: unknown) => issuePaths(schema, value);

describe('page copy', () => {
  const good = pages.find((page) => Object.keys(page.sections ?? {}).length > 0)!;
  const [name, heading] = Object.entries(good.sections!)[0]!;

  it('refuses each kind of mistake, naming the field', () => {
    expect(failingPaths({ ...good, hero: { ...good.hero, title: '' } })).toEqual(['hero.title']);
    expect(failingPaths({ ...good, hero: { ...good.hero, description: 'Too short.' } })).toEqual(['hero.description']);
    expect(failingPaths({ ...good, sections: { ...good.sections, [name]: { ...(heading as object), title: undefined } } })).toEqual([
      `sections.${name}.title`,
    ]);
    expect(failingPaths({ ...good, sections: { ...good.sections, [name]: { ...(heading as object), subtitle: 'Extra' } } })).toEqual([
      `sections.${name}`,
    ]);
    expect(failingPaths({ ...good, sections: { 'Not-a-name': heading } })).toEqual(['sections.Not-a-name']);
    expect(failingPaths({ ...good, closing: { title: 'Ready?' } })).toEqual(['closing.text']);
    expect(failingPaths({ ...good, footer: 'Unknown' })).toEqual(['']);
    expect(
      failingPaths({ ...good, hero: { ...good.hero, lead: 'For { figures.experienceYears} years we have guided students.' } }),
    ).toEqual(['hero.lead']);
  });

  it('hands a page the heading it asks for, with its placeholders filled in', () => {
    const section = sectionHeadings('pages/example.json', { courses: { title: '{count} courses', lead: 'Pick one of {count}.' } }, 'en', {
      count: 5,
    });
    expect(section('courses')).toEqual({ title: '5 courses', lead: 'Pick one of 5.' });
  });

  it('fails a page asking for a section its file lacks, or a placeholder it gives no value, naming the file', () => {
    const section = sectionHeadings(
      'pages/example.json',
      { courses: { title: '{count} courses' }, mentors: { title: '{figures.noSuchFigure} mentors' } },
      'en',
    );
    expect(() => section('about')).toThrow('pages/example.json has no heading for the section "about" (it has courses, mentors)');
    expect(() => section('courses')).toThrow('pages/example.json, section "courses": "{count}" names no value here');
    expect(() => section('mentors')).toThrow('pages/example.json, section "mentors": "{figures.noSuchFigure}" names no value here');
  });
});
