/**
 * Each destination's work rules are written once (src/content/work-rights/<country>.json) and copy
 * names them: a name gives the figure of the file it names, written as the page's language writes
 * numbers, and a name the files do not give fails with the file that uses it. Expected values are
 * read from the files, never typed here.
 */
import { describe, expect, it } from 'vitest';
import { collections } from '~/content.config';
import { languages, langCodes } from '~/config/languages';
import { filledCopy } from '~/queries/facts';
import { workRights } from '~/queries/workRights';
import { contentFiles, readContent } from '../support/content';
import { issuePaths, schemaOf } from '../support/schemas';

interface Rules {
  country: string;
  hours: number;
  yearsAfter?: number;
  sourceUrl: string;
  checked: string;
}

const files = contentFiles('work-rights').map(({ file, text }) => ({ file, rules: JSON.parse(text) as Rules }));
const destinations = readContent<{ id: string }[]>('destinations/destinations.json');

describe('work rights', () => {
  it('gives every destination its rules, in the file named for it', () => {
    expect(files.map(({ file }) => file).sort()).toEqual(destinations.map(({ id }) => `${id}.json`).sort());
    for (const { file, rules } of files) expect(`${rules.country}.json`).toBe(file);
  });

  for (const lang of langCodes) {
    const number = new Intl.NumberFormat(languages[lang].locale, { numberingSystem: 'latn' });

    it(`fills each name with its file's figure as ${languages[lang].name} writes it`, () => {
      for (const { rules } of files) {
        const hours = `{workRights.${rules.country}.hours}`;
        expect(filledCopy('a test', `${hours} hours`, lang)).toBe(`${number.format(rules.hours)} hours`);
        const years = `{workRights.${rules.country}.yearsAfter}`;
        if (rules.yearsAfter === undefined) expect(() => filledCopy('a test', years, lang)).toThrow(/^a test: .*yearsAfter/);
        else expect(filledCopy('a test', `up to ${years}`, lang)).toBe(`up to ${number.format(rules.yearsAfter)}`);
      }
    });
  }

  it('fails on a country that has no rules, naming the file that names it', () => {
    expect(() => filledCopy('src/content/faqs/x.json', '{workRights.atlantis.hours}', 'en')).toThrow(
      /^src\/content\/faqs\/x\.json: "\{workRights\.atlantis\.hours\}" names no value/,
    );
    expect(() => workRights('atlantis')).toThrow(/src\/content\/work-rights\/atlantis\.json/);
  });

  it('gives a country page its source and the day it was checked, as the file has them', () => {
    for (const { rules } of files) {
      const read = workRights(rules.country);
      expect(read.sourceUrl).toBe(rules.sourceUrl);
      expect(read.checked.toISOString().slice(0, 10)).toBe(rules.checked);
    }
  });

  it('refuses a source that is not an https page, a period it does not know and a fraction of an hour, naming the field', () => {
    const schema = schemaOf(collections.workRights);
    const [{ rules }] = files as [(typeof files)[number]];
    expect(issuePaths(schema, rules)).toEqual([]);
    expect(issuePaths(schema, { ...rules, sourceUrl: rules.sourceUrl.replace(/^https:/, 'http:') })).toEqual(['sourceUrl']);
    expect(issuePaths(schema, { ...rules, per: 'month' })).toEqual(['per']);
    expect(issuePaths(schema, { ...rules, hours: rules.hours + 0.5 })).toEqual(['hours']);
    expect(issuePaths(schema, { ...rules, checked: 'last week' })).toEqual(['checked']);
  });
});
