import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactFormConfig } from '~/lib/contact/config';
import { buildTemplateParams } from '~/lib/contact/payload';
import { sendMessage } from '~/islands/contact/sendMessage';
import { consentRecord } from '~/lib/consent/consent';

/**
 * EmailJS's own guards, through the real @emailjs/browser and our sendMessage: the network (fetch),
 * the browser's localStorage and navigator are stand-ins, so no request leaves the machine.
 */
const env = {
  PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
  PUBLIC_EMAILJS_SERVICE_ID: 'svc',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl',
  PUBLIC_RECAPTCHA_SITE_KEY: 'site',
};
const production = contactFormConfig(env)!;
const testBuild = contactFormConfig({ ...env, EMAILJS_GUARDS: 'off' })!;
const params = buildTemplateParams(
  {
    name: 'Aarav Mehta',
    email: 'aarav@example.com',
    phone: '+91 98100 12345',
    subject: 'General Inquiry',
    message: 'When does the Fall intake close?',
    preferredCountry: '',
    preferredTimeToCall: '',
  },
  'token',
  consentRecord({ agreed: true, whatsappUpdates: false }, { path: '/data-protection', updated: '2026-11-25' })!,
);

let sent: string[];

function browser({ automated }: { automated: boolean }) {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  vi.stubGlobal('navigator', { webdriver: automated, languages: ['en-IN', 'en'] });
  vi.stubGlobal('location', new URL('https://www.globalpath.example/contact'));
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string) => {
    sent.push(url);
    return new Response('OK', { status: 200 });
  });
  // The library picks up localStorage when it loads: each test's browser gets a fresh copy of it.
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EmailJS guards in production builds', () => {
  it('an automated browser sends nothing', async () => {
    browser({ automated: true });
    await expect(sendMessage(production, params)).rejects.toMatchObject({ status: 451 });
    expect(sent).toEqual([]);
  });

  it('a second message within 10 seconds is refused before it is sent; after them it goes', async () => {
    browser({ automated: false });
    await sendMessage(production, params);
    expect(sent).toEqual(['https://api.emailjs.com/api/v1.0/email/send']);
    vi.advanceTimersByTime(9_000);
    await expect(sendMessage(production, params)).rejects.toMatchObject({ status: 429 });
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1_500);
    await sendMessage(production, params);
    expect(sent).toHaveLength(2);
  });
});

describe('the test build (EMAILJS_GUARDS=off)', () => {
  it('lets the automated test browser send, and send again at once', async () => {
    browser({ automated: true });
    await sendMessage(testBuild, params);
    await sendMessage(testBuild, params);
    expect(sent).toHaveLength(2);
  });
});
