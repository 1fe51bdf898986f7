import { describe, expect, it } from 'vitest';
import { bookingConfig } from '~/lib/booking/config';

describe('bookingConfig', () => {
  it('is off (null) unless both the origin and the event link are set', () => {
    expect(bookingConfig({})).toBeNull();
    expect(bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://cal.com' })).toBeNull();
    expect(bookingConfig({ PUBLIC_CALCOM_LINK: 'globalpath/free-consultation' })).toBeNull();
    expect(bookingConfig({ PUBLIC_CALCOM_ORIGIN: ' ', PUBLIC_CALCOM_LINK: 'a/b' })).toBeNull();
    expect(bookingConfig({ PUBLIC_CALCOM_EMBED_ORIGIN: 'https://app.cal.com', PUBLIC_CALCOM_LINK: 'a/b' })).toBeNull();
  });

  it('a self-hosted instance serves the embed script and the booking pages from its one origin, and the link is tidied', () => {
    expect(
      bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://cal.example.org/', PUBLIC_CALCOM_LINK: '/globalpath/free-consultation/' }),
    ).toEqual({
      origin: 'https://cal.example.org',
      calLink: 'globalpath/free-consultation',
      embedScript: 'https://cal.example.org/embed/embed.js',
      frameOrigins: ['https://cal.example.org'],
    });
  });

  it("Cal.com's cloud: the embed script from app.cal.com, the booking pages from cal.com, either origin framed", () => {
    for (const origin of ['https://cal.com', 'https://app.cal.com']) {
      const config = bookingConfig({ PUBLIC_CALCOM_ORIGIN: origin, PUBLIC_CALCOM_LINK: 'globalpath/free-consultation' });
      expect(config?.origin, origin).toBe(origin);
      expect(config?.embedScript, origin).toBe('https://app.cal.com/embed/embed.js');
      expect(config?.frameOrigins.toSorted(), origin).toEqual(['https://app.cal.com', 'https://cal.com']);
    }
  });

  it('an embed origin set apart wins: the script comes from there, the frame from the booking origin only', () => {
    const config = bookingConfig({
      PUBLIC_CALCOM_ORIGIN: 'https://book.example.org',
      PUBLIC_CALCOM_EMBED_ORIGIN: 'https://static.example.org/',
      PUBLIC_CALCOM_LINK: 'team/intro',
    });
    expect(config).toEqual({
      origin: 'https://book.example.org',
      calLink: 'team/intro',
      embedScript: 'https://static.example.org/embed/embed.js',
      frameOrigins: ['https://book.example.org'],
    });
  });

  it('fails the build naming the setting: an origin with a path or without https, or a link that is not a path', () => {
    expect(() => bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'http://cal.example.org', PUBLIC_CALCOM_LINK: 'a/b' })).toThrow(
      /PUBLIC_CALCOM_ORIGIN/,
    );
    expect(() => bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://cal.example.org/team', PUBLIC_CALCOM_LINK: 'a/b' })).toThrow(
      /without a path/,
    );
    expect(() => bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'cal.example.org', PUBLIC_CALCOM_LINK: 'a/b' })).toThrow(/PUBLIC_CALCOM_ORIGIN/);
    expect(() => bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://cal.example.org', PUBLIC_CALCOM_LINK: 'a b?x=1' })).toThrow(
      /PUBLIC_CALCOM_LINK/,
    );
    expect(() =>
      bookingConfig({
        PUBLIC_CALCOM_ORIGIN: 'https://cal.com',
        PUBLIC_CALCOM_EMBED_ORIGIN: 'https://app.cal.com/embed',
        PUBLIC_CALCOM_LINK: 'a/b',
      }),
    ).toThrow(/PUBLIC_CALCOM_EMBED_ORIGIN/);
  });
});
