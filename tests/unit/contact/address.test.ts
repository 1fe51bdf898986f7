import { describe, expect, it } from 'vitest';
import { addressIn, contact } from '~/config/site';
import { addressLineOf } from '~/lib/contact/address';

describe('the head office address in a language', () => {
  it('writes the parts on one line, the PIN code after the state', () => {
    expect(
      addressLineOf({ street: 'Office 1, Tower A', city: 'Noida', region: 'Uttar Pradesh', postalCode: '201309', country: 'India' }),
    ).toBe('Office 1, Tower A, Noida, Uttar Pradesh 201309, India');
  });

  it("lays a translation's words over the English and keeps the English where it gives none", () => {
    expect(addressIn({ address: { city: 'नोएडा', country: 'भारत' } }, 'hi/contact.json')).toEqual({
      ...contact.address,
      city: 'नोएडा',
      country: 'भारत',
    });
    expect(addressIn(undefined, 'hi/contact.json')).toEqual(contact.address);
  });

  it('refuses what a translation may not change or the settings do not allow, naming the file', () => {
    expect(() => addressIn({ address: { postalCode: '110001' } }, 'hi/contact.json')).toThrow(/hi\/contact\.json/);
    expect(() => addressIn({ phone: '+91 11111 11111' }, 'hi/contact.json')).toThrow(/hi\/contact\.json/);
    expect(() => addressIn({ address: { city: 'न' } }, 'hi/contact.json')).toThrow(/hi\/contact\.json: .*city/);
  });
});
