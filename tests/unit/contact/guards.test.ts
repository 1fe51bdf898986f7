import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactFormConfig } from '~/lib/contact/config';
import { buildTemplateParams } from '~/lib/contact/payload';
import { isOwnStamp, paceBefore, sendPace } from '~/lib/contact/sendPace';
import { sendMessage, waitBeforeSending } from '~/islands/contact/sendMessage';
import { consentRecord, noChoices } from '~/lib/consent/consent';

/**
 * EmailJS's own guards, through the real @emailjs/browser and our sendMessage: the network (fetch),
 * the browser's localStorage and navigator are stand-ins, so no request leaves the machine.
 */
const config = contactFormConfig({
  PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
  PUBLIC_EMAILJS_SERVICE_ID: 'svc',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl',
  PUBLIC_RECAPTCHA_SITE_KEY: 'site',
})!;
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
  consentRecord(
    { ...noChoices, agreed: true, agreedAt: '2026-12-07T20:31:05+05:30', ageBand: 'from18' },
    {
      lang: 'en',
      shortNoticeVersion: '2026-12-07-0a1b2c3d',
      privacyNotice: '/data-protection',
      privacyNoticeVersion: '2026-12-07-4e5f6a7b',
    },
    'no',
  )!,
);

let sent: string[];
let answer: () => Response | Promise<Response>;
let stored: Map<string, string>;

function browser({ automated }: { automated: boolean }) {
  stored = new Map<string, string>();
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
  answer = () => new Response('OK', { status: 200 });
  vi.stubGlobal('fetch', async (url: string) => {
    sent.push(url);
    return answer();
  });
  // The library picks up localStorage when it loads: each test's browser gets a fresh copy of it.
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EmailJS guards, on in every build', () => {
  it('an automated browser sends nothing', async () => {
    browser({ automated: true });
    await expect(sendMessage(config, params)).rejects.toMatchObject({ status: 451 });
    expect(sent).toEqual([]);
  });

  it('after a delivered message the next must wait out the pace, and is told how long', async () => {
    browser({ automated: false });
    await sendMessage(config, params);
    expect(sent).toEqual(['https://api.emailjs.com/api/v1.0/email/send']);
    vi.advanceTimersByTime(9_000);
    expect(waitBeforeSending()).toBe(1_000);
    await expect(sendMessage(config, params)).rejects.toMatchObject({ status: 429 });
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(waitBeforeSending()).toBe(0);
    await sendMessage(config, params);
    expect(sent).toHaveLength(2);
  });

  it.each([
    ['a 400 answer', () => new Response('The template ID is invalid', { status: 400 })],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s the retry may go at once: the failed send takes its stamp back', async (_name, failure) => {
    browser({ automated: false });
    answer = failure;
    await expect(sendMessage(config, params)).rejects.toBeDefined();
    expect(stored.has(sendPace.id)).toBe(false);
    expect(waitBeforeSending()).toBe(0);
    answer = () => new Response('OK', { status: 200 });
    await sendMessage(config, params);
    expect(sent).toHaveLength(2);
  });

  it('a send refused by the pace leaves the stamp of the delivered message it waits for', async () => {
    browser({ automated: false });
    await sendMessage(config, params);
    const stamp = stored.get(sendPace.id);
    vi.advanceTimersByTime(3_000);
    await expect(sendMessage(config, params)).rejects.toMatchObject({ status: 429 });
    expect(stored.get(sendPace.id)).toBe(stamp);
  });

  it('a stamp from the future (a clock put back) is dropped instead of blocking every send', async () => {
    browser({ automated: false });
    stored.set(sendPace.id, String(Date.now() + 60 * 60_000));
    expect(waitBeforeSending()).toBe(0);
    await sendMessage(config, params);
    expect(sent).toHaveLength(1);
  });
});

describe('the pace, as rules', () => {
  const now = 1_800_000_000_000;
  it('counts the wait from the last start', () => {
    expect(paceBefore(null, now)).toEqual({ waitMs: 0, dropStamp: false });
    expect(paceBefore('garbage', now)).toEqual({ waitMs: 0, dropStamp: false });
    expect(paceBefore(String(now - 2_500), now)).toEqual({ waitMs: sendPace.throttle - 2_500, dropStamp: false });
    expect(paceBefore(String(now - sendPace.throttle), now)).toEqual({ waitMs: 0, dropStamp: false });
    expect(paceBefore(String(now + 1), now)).toEqual({ waitMs: 0, dropStamp: true });
  });

  it('a stamp is the attempt’s own when it is no older than the attempt', () => {
    expect(isOwnStamp(String(now), now)).toBe(true);
    expect(isOwnStamp(String(now + 5), now)).toBe(true);
    expect(isOwnStamp(String(now - 1), now)).toBe(false);
    expect(isOwnStamp(null, now)).toBe(false);
  });
});
