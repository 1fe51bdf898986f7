import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { collections } from '~/content.config';
import { serviceFacts } from '~/config/serviceFacts';
import { contact } from '~/config/site';
import { fillFacts, namedFacts } from '~/lib/figures/factText';

const facts = { timing: { weeks: '1-2', months: '3-4' } };

describe('facts named in prose', () => {
  it('finds each {dotted.path}, and nothing else in braces', () => {
    expect(namedFacts('In {timing.weeks} weeks or {timing.months} months, not {weeks} or { timing.weeks }.')).toEqual([
      'timing.weeks',
      'timing.months',
    ]);
  });

  it('fills each with its fact and leaves other text alone', () => {
    expect(fillFacts('Start {timing.months} months ahead; {plain} stays.', facts)).toBe('Start 3-4 months ahead; {plain} stays.');
  });

  it('throws on a path that names no fact', () => {
    expect(() => fillFacts('{timing.years}', facts)).toThrow(/timing\.years/);
  });
});

describe('content prose that names facts', () => {
  const faqSchema = collections.faqs.schema as z.ZodType;
  const list = (answer: string) => ({ page: '/services/consultation', items: [{ question: 'How many sessions will I need?', answer }] });

  it('reaches the page with the facts of src/config filled in', () => {
    const parsed = faqSchema.parse(list('Most students need {consultation.sessions} sessions at our {headOffice.city} office.')) as {
      items: { answer: string }[];
    };
    expect(parsed.items[0]!.answer).toBe(`Most students need ${serviceFacts.consultation.sessions} sessions at our ${contact.address.city} office.`);
  });

  it('fails on a fact that does not exist, naming the field and the facts it may name', () => {
    const result = faqSchema.safeParse(list('Most students need {consultation.meetings} sessions to decide.'));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['items', 0, 'answer']);
    expect(result.error!.issues[0]!.message).toContain('{consultation.sessions}');
  });
});
