import { describe, expect, it } from 'vitest';
import { phoneText } from '~/lib/contact/phoneText';
import { contact } from '~/config/site';

describe('phoneText', () => {
  it('keeps the site phone number readable and on one line', () => {
    const text = phoneText(contact.phoneDisplay);
    expect(text).not.toMatch(/[ -]/);
    expect(text.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-')).toBe(contact.phoneDisplay);
  });
  it('replaces spaces and hyphens', () => {
    expect(phoneText('+1 555-0100')).toBe('+1\u00a0555\u20110100');
  });
});
