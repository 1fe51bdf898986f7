/** The service pages' content: the collections' own schemas refuse bad entries, naming the field (the build checks the real ones). */
import { describe, expect, test } from 'vitest';
import { collections } from '~/content.config';
import { readContent } from '../support/content';
import { issuePaths, schemaOf } from '../support/schemas';

describe('courses', () => {
  const schema = schemaOf(collections.courses);
  const [course] = readContent<Record<string, unknown>[]>('courses/courses.json');

  test('an unknown key (a typed-out link included: it comes from the id), a badly written duration or an unknown course fails on that field', () => {
    expect(issuePaths(schema, { ...course, price: 100 })).toEqual(['']);
    expect(issuePaths(schema, { ...course, link: '/courses/ielts' })).toEqual(['']);
    expect(issuePaths(schema, { ...course, duration: '4-8 weeks' })).toEqual(['duration']);
    expect(issuePaths(schema, { ...course, id: 'gre' })).toEqual(['id']);
  });
});

describe('visa country guides', () => {
  test('an unknown flag fails', () => {
    const [guide] = readContent<Record<string, unknown>[]>('visa-country-guides/guides.json');
    expect(issuePaths(schemaOf(collections.visaCountryGuides), { ...guide, flag: 'XX' })).toEqual(['flag']);
  });
});

describe('service highlights', () => {
  test('an icon outside the drawn set fails on that item', () => {
    const entry = {
      service: 'accommodation',
      section: 'safety',
      items: [
        { title: 'Close to campus', description: 'A description long enough to pass the schema check.', icon: 'map-pin' },
        { title: 'Late buses', description: 'A description long enough to pass the schema check.', icon: 'rocket' },
      ],
    };
    expect(issuePaths(schemaOf(collections.serviceHighlights), entry)).toEqual(['items.1.icon']);
  });
});
