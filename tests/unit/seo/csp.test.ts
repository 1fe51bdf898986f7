import { describe, expect, it } from 'vitest';
import { bookingConfig } from '../../../src/lib/booking/config';
import { bookingCalendarSources, contactPageThirdParties, cspPlan } from '../../../src/lib/seo/csp';

describe('cspPlan', () => {
  it('adds nothing for a page without third parties', () => {
    expect(cspPlan([])).toEqual({ scriptResources: [], directives: [], styleElementResources: [] });
  });

  it('opens the contact page to reCAPTCHA, EmailJS and the map, keeping self', () => {
    const plan = cspPlan(contactPageThirdParties);
    expect(plan.scriptResources[0]).toBe("'self'");
    expect(plan.scriptResources).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(plan.scriptResources).not.toContain("'unsafe-inline'");
    expect(plan.directives).toContain("connect-src 'self' https://api.emailjs.com");
    const frame = plan.directives.find((d) => d.startsWith('frame-src'));
    expect(frame).toContain('https://www.google.com/recaptcha/');
    expect(frame).toContain('https://www.google.com/maps/');
    expect(plan.directives.some((d) => d.includes('googletagmanager'))).toBe(false);
    expect(plan.styleElementResources).toEqual([]);
  });

  it('opens a page to the booking calendar as configured: the origin of its embed script, the framed origins and the styles its embed adds', () => {
    const booking = bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://cal.com', PUBLIC_CALCOM_LINK: 'globalpath/free-consultation' })!;
    const plan = cspPlan([...contactPageThirdParties, bookingCalendarSources(booking)]);
    expect(plan.scriptResources).toEqual(expect.arrayContaining(["'self'", 'https://app.cal.com']));
    expect(plan.scriptResources).not.toContain('https://cal.com');
    const frame = plan.directives.find((d) => d.startsWith('frame-src'))!.split(' ');
    expect(frame).toEqual(expect.arrayContaining(['https://cal.com', 'https://app.cal.com']));
    expect(plan.directives.find((d) => d.startsWith('connect-src'))).not.toMatch(/cal\.com/);
    expect(plan.styleElementResources).toEqual(["'self'", "'unsafe-inline'"]);
    expect(plan.scriptResources).not.toContain("'unsafe-inline'");
  });

  it('a self-hosted calendar on one origin is allowed as a script and as a frame, and nothing else is', () => {
    const origin = 'https://cal.example.org';
    const booking = bookingConfig({ PUBLIC_CALCOM_ORIGIN: origin, PUBLIC_CALCOM_LINK: 'team/intro' })!;
    const plan = cspPlan([bookingCalendarSources(booking)]);
    expect(plan.scriptResources).toEqual(["'self'", origin]);
    expect(plan.directives).toEqual([`frame-src 'self' ${origin}`]);
  });

  it('adds Google Analytics origins only when asked', () => {
    const plan = cspPlan(['analytics']);
    expect(plan.scriptResources).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(plan.directives.find((d) => d.startsWith('connect-src'))).toContain('https://*.google-analytics.com');
    expect(plan.directives.some((d) => d.startsWith('frame-src'))).toBe(false);
  });

  it('lists each source once', () => {
    const plan = cspPlan(['recaptcha', 'recaptcha']);
    expect(new Set(plan.scriptResources).size).toBe(plan.scriptResources.length);
  });
});
