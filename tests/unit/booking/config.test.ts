import { describe, expect, it } from 'vitest';
import { bookingConfig } from '~/lib/booking/config';

describe('bookingConfig', () => {
  it('is off (null) unless both the origin and the event link are set', () => {
    expect(bookingConfig({})).toBeNull();
    expect(bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://app.cal.com' })).toBeNull();
    expect(bookingConfig({ PUBLIC_CALCOM_LINK: 'globalpath/free-consultation' })).toBeNull();
    expect(bookingConfig({ PUBLIC_CALCOM_ORIGIN: ' ', PUBLIC_CALCOM_LINK: 'a/b' })).toBeNull();
  });

  it('names the embed script on the same origin and tidies the link', () => {
    expect(bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://cal.example.org/', PUBLIC_CALCOM_LINK: '/globalpath/free-consultation/' })).toEqual({
      origin: 'https://cal.example.org',
      calLink: 'globalpath/free-consultation',
      embedScript: 'https://cal.example.org/embed/embed.js',
    });
  });

  it('fails the build on an origin with a path or without https, or a link that is not a path', () => {
    expect(() => bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'http://cal.example.org', PUBLIC_CALCOM_LINK: 'a/b' })).toThrow(/PUBLIC_CALCOM_ORIGIN/);
    expect(() => bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://cal.example.org/team', PUBLIC_CALCOM_LINK: 'a/b' })).toThrow(/without a path/);
    expect(() => bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://cal.example.org', PUBLIC_CALCOM_LINK: 'a b?x=1' })).toThrow(/PUBLIC_CALCOM_LINK/);
  });
});
