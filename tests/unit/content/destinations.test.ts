import { describe, expect, it } from 'vitest';
import { collections } from '~/content.config';
import { readContent } from '../support/content';
import { issuePaths, schemaOf } from '../support/schemas';

const entries = readContent<Record<string, unknown>[]>('destinations/destinations.json');

describe('destinations collection', () => {
  const schema = schemaOf(collections.destinations);
  const [good] = entries;

  it('rejects a figure named with a stray brace, naming the field', () => {
    const bad = { ...good, headline: [{ value: '{ figures.usa.colleges}', label: 'colleges' }, ...(good!.headline as unknown[]).slice(1)] };
    expect(issuePaths(schema, bad)[0]).toMatch(/^headline\.0/);
  });

  it("rejects a country page's copy without its words, naming the field", () => {
    const sections = good!.sections as Record<string, Record<string, unknown>>;
    const [name, heading] = Object.entries(sections)[0]!;
    expect(issuePaths(schema, { ...good, sections: { ...sections, [name]: { ...heading, title: '' } } })).toEqual([
      `sections.${name}.title`,
    ]);
    const { closing: _closing, ...withoutClosing } = good!;
    expect(issuePaths(schema, withoutClosing)).toEqual(['closing']);
  });

  it('rejects unknown keys, and a typed path: the page follows from the id', () => {
    expect(issuePaths(schema, { ...good, slogan: 'Dream big' })).toEqual(['']);
    expect(issuePaths(schema, { ...good, path: '/destinations/usa' })).toEqual(['']);
  });
});

describe('USA-versus-Canada comparison', () => {
  it('takes the institution counts from the figures, never retyped', () => {
    const schema = schemaOf(collections.countryComparison);
    const institutions = readContent<Record<string, unknown>[]>('destinations/country-comparison.json').find(
      (r) => r.id === 'institutions',
    )!;
    expect(institutions).toMatchObject({ usa: { text: '{figures.usa.institutions}' }, canada: { text: '{figures.canada.institutions}' } });
    expect(issuePaths(schema, { ...institutions, usa: { text: 'x' } })).toEqual(['usa.text']);
  });
});
