import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { byGroup, documentsFor, progress, readChecklistState, writeChecklistState, type StudyDocument } from '~/lib/documents/checklist';
import { documentGroups } from '~/lib/documents/groups';
import { summaryText } from '~/lib/documents/summary';
import { parseTicks, serialiseTicks, setTick } from '~/lib/documents/ticks';
import { wordsOf } from '../support/strings';

const documents: StudyDocument[] = JSON.parse(readFileSync('src/content/documents/documents.json', 'utf8'));
const words: Record<string, string> = wordsOf('documents');
const countryOnly = documents.find((d) => d.countries)!;
const country = countryOnly.countries![0]!;
const levelOnly = documents.find((d) => d.levels)!;

describe('which documents a choice needs', () => {
  it('lists everything for every destination and both levels', () => {
    expect(documentsFor(documents, { country: '', level: '' })).toEqual(documents);
  });

  it('keeps a destination’s own documents and those every destination asks for', () => {
    const listed = documentsFor(documents, { country, level: '' });
    expect(listed).toContainEqual(countryOnly);
    for (const d of listed) expect(!d.countries || d.countries.includes(country)).toBe(true);
    expect(listed.length).toBe(documents.filter((d) => !d.countries || d.countries.includes(country)).length);
  });

  it('leaves out a document for the other level', () => {
    const other = levelOnly.levels![0] === 'Undergraduate' ? 'Postgraduate' : 'Undergraduate';
    expect(documentsFor(documents, { country: '', level: other })).not.toContainEqual(levelOnly);
  });

  it('groups them in the groups’ order', () => {
    const groups = byGroup(documents).map((g) => g.group);
    expect(groups).toEqual(documentGroups.filter((g) => groups.includes(g)));
    expect(byGroup(documents).flatMap((g) => g.documents).length).toBe(documents.length);
  });
});

describe('ticks saved on the device', () => {
  it('round-trips and ignores anything that is not a list of ids', () => {
    const ticks = setTick(setTick(new Set(), documents[0]!.id, true), documents[1]!.id, true);
    expect(parseTicks(serialiseTicks(ticks))).toEqual(ticks);
    expect(parseTicks('{"a":1}')).toEqual(new Set());
    expect(parseTicks('not json')).toEqual(new Set());
    expect(parseTicks('["passport", 3, "<script>"]')).toEqual(new Set(['passport']));
    expect(setTick(ticks, documents[0]!.id, false).has(documents[0]!.id)).toBe(false);
  });

  it('counts only ticks on the listed documents', () => {
    const listed = documentsFor(documents, { country, level: '' });
    const notListed = documents.find((d) => !listed.includes(d));
    const ticks = new Set([listed[0]!.id, ...(notListed ? [notListed.id] : [])]);
    expect(progress(listed, ticks)).toEqual({ done: 1, total: listed.length });
  });

  it('tells a counsellor what is ready and what is missing', () => {
    const listed = documents.slice(0, 3);
    const text = summaryText(listed, new Set([listed[0]!.id]), words, { where: 'UK', url: 'https://example.org/documents?country=uk' });
    expect(text).toContain(`1 of 3`);
    expect(text).toContain(listed[1]!.name);
    expect(text).not.toContain(`${listed[0]!.name},`);
  });
});

describe('the choice in the URL', () => {
  it('round-trips and drops what it does not know', () => {
    expect(readChecklistState(writeChecklistState({ country: 'uk', level: 'Undergraduate' }), ['uk'])).toEqual({
      country: 'uk',
      level: 'Undergraduate',
    });
    expect(writeChecklistState({ country: '', level: '' })).toBe('');
    expect(readChecklistState('?country=mars&level=phd', ['uk'])).toEqual({ country: '', level: '' });
  });
});
