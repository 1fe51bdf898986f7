import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { listFromFile, listToFile } from '~/lib/admin/jsonList';
import { blankFieldPaths } from '~/lib/admin/emptyFields';

describe('list files in the admin', () => {
  it('reads a JSON list as the entries of one list field and writes it back as the bare list', () => {
    const source = readFileSync('src/content/events/events.json', 'utf8');
    const data = listFromFile(source);
    expect(data.items).toEqual(JSON.parse(source));
    expect(JSON.parse(listToFile(data))).toEqual(JSON.parse(source));
    expect(listToFile({ items: [{ id: 'a' }] })).toBe('[\n  {\n    "id": "a"\n  }\n]\n');
  });

  it('treats an empty file as an empty list and refuses a file that is not a list', () => {
    expect(listFromFile('')).toEqual({ items: [] });
    expect(() => listFromFile('{"id": "a"}')).toThrow(/JSON array/);
  });
});

describe('blank optional fields before a save', () => {
  it('finds blank strings, nulls, empty lists and groups of blanks, wherever they are', () => {
    const entry = {
      title: 'Kept',
      updated: '',
      featured: false,
      views: 0,
      author: { name: 'Asha', portrait: null },
      partner: { order: null, featured: '' },
      tags: [],
      items: [{ question: 'Why?', note: '' }],
    };
    expect(blankFieldPaths(entry)).toEqual([['updated'], ['author', 'portrait'], ['partner'], ['tags'], ['items', 0, 'note']]);
  });

  it('leaves false and 0 alone: they are values', () => {
    expect(blankFieldPaths({ featured: false, views: 0 })).toEqual([]);
  });
});
