/**
 * CONTENT.md's field limits are the schemas' own: the part between its markers is what
 * src/admin/fieldReference.ts writes from the collections' schemas, so a changed limit, field or
 * description cannot leave the guide behind.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSources } from '~/content.config';
import { fieldReference, referenceMarkers, withFieldReference } from '~/admin/fieldReference';

const guide = readFileSync('CONTENT.md', 'utf8');

describe("CONTENT.md's field reference", () => {
  it('is the one the schemas give today (run `npm run docs:content` after changing a schema)', () => {
    expect(withFieldReference(guide)).toBe(guide);
  });

  it('has a table for every collection an editor writes', () => {
    const reference = fieldReference();
    const written = Object.keys(contentSources).filter((name) => !name.endsWith('Translations'));
    expect(written.filter((name) => !reference.includes(`### Fields of ${name}\n`))).toEqual([]);
    expect(reference.startsWith(referenceMarkers.start) && reference.endsWith(referenceMarkers.end)).toBe(true);
  });
});
