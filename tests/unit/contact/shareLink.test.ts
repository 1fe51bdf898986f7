import { describe, expect, it } from 'vitest';
import { buildShareLink } from '~/lib/contact/chatLink';

describe('the WhatsApp share link', () => {
  it('carries the message, encoded, to whoever the visitor picks', () => {
    const link = buildShareLink(
      '  Total cost: ₹51.82 lakh to ₹67.94 lakh\nFull plan: https://example.org/cost-planner?country=uk&savings=5  ',
    );
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe(
      'Total cost: ₹51.82 lakh to ₹67.94 lakh\nFull plan: https://example.org/cost-planner?country=uk&savings=5',
    );
  });
});
