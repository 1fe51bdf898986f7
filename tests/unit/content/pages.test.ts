/**
 * Page copy (src/content/pages/*.json): each file passes the pages collection's schema, bad copy is
 * refused naming the field, and a page asking for copy its file lacks fails naming the file. The
 * files themselves are the expected values: nothing here repeats today's words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { collections } from '~/content.config';
import { sectionHeadings } from '~/queries/pages';

const schema = collections.pages.schema as z.ZodType;
const folder = 'src/content/pages';
const pages = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, data: JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as Record<string, Record<string, unknown>> }));

const failingPaths = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('page copy', () => {
  it('is one valid file per page', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const { file, data } of pages) expect(failingPaths(data), file).toEqual([]);
  });

  const { data: good } = pages.find(({ data }) => Object.keys(data.sections ?? {}).length > 0)!;
  const [name, heading] = Object.entries(good.sections!)[0]!;

  it('refuses each kind of mistake, naming the field', () => {
    expect(failingPaths({ ...good, hero: { ...good.hero, title: '' } })).toEqual(['hero.title']);
    expect(failingPaths({ ...good, hero: { ...good.hero, description: 'Too short.' } })).toEqual(['hero.description']);
    expect(failingPaths({ ...good, sections: { ...good.sections, [name]: { ...(heading as object), title: undefined } } })).toEqual([`sections.${name}.title`]);
    expect(failingPaths({ ...good, sections: { ...good.sections, [name]: { ...(heading as object), subtitle: 'Extra' } } })).toEqual([`sections.${name}`]);
    expect(failingPaths({ ...good, sections: { 'Not-a-name': heading } })).toEqual(['sections.Not-a-name']);
    expect(failingPaths({ ...good, closing: { title: 'Ready?' } })).toEqual(['closing.text']);
    expect(failingPaths({ ...good, footer: 'Unknown' })).toEqual(['']);
    expect(failingPaths({ ...good, hero: { ...good.hero, lead: 'For { figures.experienceYears} years we have guided students.' } })).toEqual(['hero.lead']);
  });

  it('hands a page the heading it asks for, with its placeholders filled in', () => {
    const section = sectionHeadings('pages/example.json', { courses: { title: '{count} courses', lead: 'Pick one of {count}.' } }, { count: 5 });
    expect(section('courses')).toEqual({ title: '5 courses', lead: 'Pick one of 5.' });
  });

  it('fails a page asking for a section its file lacks, or a placeholder it gives no value, naming the file', () => {
    const section = sectionHeadings('pages/example.json', { courses: { title: '{count} courses' }, mentors: { title: '{figures.noSuchFigure} mentors' } });
    expect(() => section('about')).toThrow('pages/example.json has no heading for the section "about" (it has courses, mentors)');
    expect(() => section('courses')).toThrow('pages/example.json, section "courses": "{count}" names no value here');
    expect(() => section('mentors')).toThrow('pages/example.json, section "mentors": "{figures.noSuchFigure}" names no value here');
  });
});
