import { describe, expect, it } from 'vitest';
import { buildChatLink } from '../../../src/lib/contact/chatLink';
import { chat } from '../../../src/config/site';

describe('buildChatLink', () => {
  it('keeps only the digits of the phone number', () => {
    expect(buildChatLink('+91 98765-43210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
  });

  it('URL-encodes the message as the text parameter', () => {
    const url = new URL(buildChatLink('+1 (555) 010-9999', 'Hello! Services & fees? 100% sure'));
    expect(url.origin + url.pathname).toBe('https://wa.me/15550109999');
    expect(url.searchParams.get('text')).toBe('Hello! Services & fees? 100% sure');
    expect(url.search).toContain('%26');
  });

  it('omits an empty message', () => {
    expect(buildChatLink('+919876543210', '   ')).toBe('https://wa.me/919876543210');
  });

  it('refuses a number that cannot be dialled internationally', () => {
    expect(() => buildChatLink('12-34', 'Hi')).toThrow(/7 to 15 digits/);
    expect(() => buildChatLink('+1234567890123456', 'Hi')).toThrow(/7 to 15 digits/);
  });

  it('builds the site chat link from the configured phone and default message', () => {
    const url = new URL(buildChatLink(chat.phoneNumber, chat.message));
    expect(url.pathname).toBe('/' + chat.phoneNumber.replace(/\D/g, ''));
    expect(url.searchParams.get('text')).toMatch(/services/i);
  });
});
