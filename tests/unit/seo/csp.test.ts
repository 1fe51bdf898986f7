import { describe, expect, it } from 'vitest';
import { bookingCalendarSources, contactPageThirdParties, cspPlan } from '../../../src/lib/seo/csp';

describe('cspPlan', () => {
  it('adds nothing for a page without third parties', () => {
    expect(cspPlan([])).toEqual({ scriptResources: [], directives: [], styleElementResources: [] });
  });

  it('opens the contact page to reCAPTCHA, EmailJS and the map, keeping self', () => {
    const plan = cspPlan(contactPageThirdParties);
    expect(plan.scriptResources[0]).toBe("'self'");
    expect(plan.scriptResources).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(plan.scriptResources).not.toContain("'unsafe-inline'");
    expect(plan.directives).toContain("connect-src 'self' https://api.emailjs.com");
    const frame = plan.directives.find((d) => d.startsWith('frame-src'));
    expect(frame).toContain('https://www.google.com/recaptcha/');
    expect(frame).toContain('https://www.google.com/maps/');
    expect(plan.directives.some((d) => d.includes('googletagmanager'))).toBe(false);
    expect(plan.styleElementResources).toEqual([]);
  });

  it('opens a page to the booking calendar at its configured origin: its script, its frame and the styles its embed adds', () => {
    const origin = 'https://cal.example.org';
    const plan = cspPlan([...contactPageThirdParties, bookingCalendarSources(origin)]);
    expect(plan.scriptResources).toEqual(expect.arrayContaining(["'self'", origin]));
    expect(plan.directives.find((d) => d.startsWith('frame-src'))).toContain(origin);
    expect(plan.directives.find((d) => d.startsWith('connect-src'))).not.toContain(origin);
    expect(plan.styleElementResources).toEqual(["'self'", "'unsafe-inline'"]);
    expect(plan.scriptResources).not.toContain("'unsafe-inline'");
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
