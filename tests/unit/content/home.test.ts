import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { certificationSchema } from '~/schemas/certification';
import { aboutReasonSchema as reasonSchema } from '~/schemas/aboutReason';
import { successStorySchema } from '~/schemas/successStory';
import { homeTestimonialSchema as testimonialSchema } from '~/schemas/homeTestimonial';
import testimonials from '~/content/home-testimonials/testimonials.json';
import stories from '~/content/success-stories/stories.json';
import certifications from '~/content/certifications/certifications.json';
import reasons from '~/content/about-reasons/reasons.json';

// Stand-in for Astro's image() helper: a relative path to a file (Astro itself checks the file exists).
const image = { image: () => z.string().regex(/^\.\.?\//) } as unknown as SchemaContext;

/** The paths of the fields a schema rejects, e.g. ["stars"]. */
function problems(schema: z.ZodType, entry: unknown) {
  const result = schema.safeParse(entry);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('home and about content', () => {
  it('has the spec counts: 3 testimonials, 4 stories, 6 certifications', () => {
    expect(testimonials).toHaveLength(3);
    expect(stories).toHaveLength(4);
    expect(certifications).toHaveLength(6);
  });

  it('every entry passes its schema', () => {
    for (const entry of testimonials) expect(problems(testimonialSchema(image), entry)).toEqual([]);
    for (const entry of stories) expect(problems(successStorySchema(image), entry)).toEqual([]);
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
  const goodTestimonial = testimonials[0];

  it('stars other than five', () => {
    expect(problems(testimonialSchema(image), { ...goodTestimonial, stars: 4 })).toEqual(['stars']);
  });
  it('an unknown key', () => {
    const result = testimonialSchema(image).safeParse({ ...goodTestimonial, rating: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toContain('rating');
  });
  it('a missing field', () => {
    const { quote: _quote, ...withoutQuote } = goodTestimonial;
    expect(problems(testimonialSchema(image), withoutQuote)).toEqual(['quote']);
  });
  it('a country outside the destinations', () => {
    expect(problems(testimonialSchema(image), { ...goodTestimonial, country: 'Mars' })).toEqual(['country']);
  });
  it('a year that is not a whole year', () => {
    expect(problems(successStorySchema(image), { ...stories[0], year: '2024' })).toEqual(['year']);
  });
  it('a reason icon outside the set', () => {
    expect(problems(reasonSchema, { ...reasons[0], icon: 'rocket' })).toEqual(['icon']);
  });
});
