import { describe, expect, it } from 'vitest';
import { limits } from '~/lib/contact/form';
import { clampHandoff, messageWithHandoff } from '~/lib/contact/handoff';

describe('a summary handed to the contact form', () => {
  it('starts the message, followed by what was already there', () => {
    expect(messageWithHandoff('My shortlist: A, B', 'Hello')).toBe('My shortlist: A, B\n\nHello');
    expect(messageWithHandoff('My shortlist: A, B', '')).toBe('My shortlist: A, B');
  });

  it('leaves the message alone when there is no summary or it is already at the start', () => {
    expect(messageWithHandoff(null, 'Hello')).toBe('Hello');
    expect(messageWithHandoff('   ', 'Hello')).toBe('Hello');
    expect(messageWithHandoff('Plan', 'Plan\n\nHello')).toBe('Plan\n\nHello');
  });

  it('is cut so the whole message stays within the form limit, leaving room to write', () => {
    const long = 'x'.repeat(limits.messageMax * 2);
    const clamped = clampHandoff(long);
    expect(clamped.length).toBeLessThan(limits.messageMax);
    expect(clamped.endsWith('…')).toBe(true);
    expect(messageWithHandoff(long, 'Hello').length).toBeLessThanOrEqual(limits.messageMax);
  });
});
