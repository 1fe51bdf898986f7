import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { certificationSchema } from '~/schemas/certification';
import { aboutReasonSchema as reasonSchema } from '~/schemas/aboutReason';
import certifications from '~/content/certifications/certifications.json';
import reasons from '~/content/about-reasons/reasons.json';

// Stand-in for Astro's image() helper: a relative path to a file (Astro itself checks the file exists).
const image = { image: () => z.string().regex(/^\.\.?\//) } as unknown as SchemaContext;

/** The paths of the fields a schema rejects, e.g. ["stars"]. */
function problems(schema: z.ZodType, entry: unknown) {
  const result = schema.safeParse(entry);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('about page content', () => {
  it('every entry passes its schema', () => {
    for (const entry of certifications) expect(problems(certificationSchema(image), entry)).toEqual([]);
    for (const entry of reasons) expect(problems(reasonSchema, entry)).toEqual([]);
  });

  it('names the six certification bodies of the spec', () => {
    const names = certifications.map((certification) => `${certification.name} ${certification.description}`).join(' ');
    for (const body of ['ICEF', 'British Council', 'Education New Zealand', 'PIER', 'AAERI', 'QEAC']) {
      expect(names).toContain(body);
    }
  });
});

describe('bad content is rejected, naming the field', () => {
  it('a reason icon outside the set', () => {
    expect(problems(reasonSchema, { ...reasons[0], icon: 'rocket' })).toEqual(['icon']);
  });
  it('a certification without its logo', () => {
    const { logo: _logo, ...withoutLogo } = certifications[0]!;
    expect(problems(certificationSchema(image), withoutLogo)).toEqual(['logo']);
  });
});
