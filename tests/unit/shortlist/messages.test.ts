import { describe, expect, it } from 'vitest';
import { counsellorSummary, whatsAppMessage } from '~/lib/shortlist/messages';
import { clampHandoff } from '~/lib/contact/handoff';
import { wordsOf } from '../support/strings';

const words = wordsOf('shortlist');

const items = [
  { id: 'harvard', name: 'Harvard University', country: 'USA' },
  { id: 'oxford', name: 'University of Oxford', country: 'UK' },
];

describe('shortlist messages', () => {
  it('prefills WhatsApp with the greeting and every name', () => {
    expect(whatsAppMessage('Hello GlobalPath!', items, words)).toBe(
      'Hello GlobalPath! I would like to discuss my university shortlist: Harvard University (USA), University of Oxford (UK).',
    );
  });

  it('gives the counsellor one university a line', () => {
    expect(counsellorSummary(items, words)).toBe('My university shortlist (2):\n- Harvard University (USA)\n- University of Oxford (UK)');
  });

  it('fits the contact form untouched for a realistic shortlist', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: `u${i}`, name: `University of Somewhere Quite Long ${i}`, country: 'Australia' }));
    expect(clampHandoff(counsellorSummary(ten, words))).toBe(counsellorSummary(ten, words));
  });
});
