import { describe, expect, test } from 'vitest';
import type { ZodType } from 'astro/zod';
import { collections } from '~/content.config';

const { courses, serviceHighlights, visaCountryGuides } = collections;
import courseData from '~/content/courses/courses.json';
import guideData from '~/content/visa-country-guides/guides.json';

/** The collections' own zod schemas, fed real entries and bad fixtures (the build uses the same ones). */
const schemaOf = (collection: { schema?: unknown }) => collection.schema as ZodType;

function issuePaths(schema: ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('courses', () => {
  const schema = schemaOf(courses);
  const ielts = courseData[0];

  test('every course in the content file is valid', () => {
    for (const course of courseData) expect(issuePaths(schema, course), course.id).toEqual([]);
  });

  test('an unknown key (a typed-out link included: it comes from the id), a badly written duration or an unknown course fails on that field', () => {
    expect(issuePaths(schema, { ...ielts, price: 100 })).toEqual(['']);
    expect(issuePaths(schema, { ...ielts, link: '/courses/ielts' })).toEqual(['']);
    expect(issuePaths(schema, { ...ielts, duration: 'four to eight weeks' })).toEqual(['duration']);
    expect(issuePaths(schema, { ...ielts, id: 'gre' })).toEqual(['id']);
  });
});

describe('visa country guides', () => {
  test('every guide is valid and an unknown flag fails', () => {
    const schema = schemaOf(visaCountryGuides);
    for (const guide of guideData) expect(issuePaths(schema, guide), guide.id).toEqual([]);
    expect(issuePaths(schema, { ...guideData[0], flag: 'XX' })).toEqual(['flag']);
  });
});

describe('service highlights', () => {
  test('an icon outside the drawn set fails on that item', () => {
    const schema = schemaOf(serviceHighlights);
    const entry = {
      service: 'accommodation',
      section: 'safety',
      items: [
        { title: 'Close to campus', description: 'A description long enough to pass the schema check.', icon: 'map-pin' },
        { title: 'Late buses', description: 'A description long enough to pass the schema check.', icon: 'rocket' },
      ],
    };
    expect(issuePaths(schema, entry)).toEqual(['items.1.icon']);
  });
});
