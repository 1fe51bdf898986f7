import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm from '~/islands/ContactForm';
import { optionWords } from '~/lib/contact/form';
import { wordsOf } from '../support/strings';

const words = wordsOf('contactForm');
const hindi = wordsOf('contactForm', 'hi');
const consentStrings = wordsOf('consent');

/** The island as the build renders it (server side): what a visitor sees before and without hydration. */
const channels = {
  phoneDisplay: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'hello@globalpath.example',
  chatHref: 'https://wa.me/919876543210?text=Hello',
};
const consent = {
  strings: consentStrings,
  noticeHref: '/data-protection',
  email: 'hello@globalpath.example',
  context: {
    lang: 'en',
    shortNoticeVersion: '2026-12-07-0a1b2c3d',
    privacyNotice: '/data-protection',
    privacyNoticeVersion: '2026-12-07-4e5f6a7b',
  },
};
const sends = optionWords(words);
const config = { emailjsPublicKey: 'pk', emailjsServiceId: 'svc', emailjsTemplateId: 'tpl', recaptchaSiteKey: 'site' };

describe('ContactForm, server-rendered', () => {
  it('without settings, sends visitors to phone, email and WhatsApp instead of showing a form', () => {
    const html = renderToString(
      <ContactForm config={null} channels={channels} replyWithinHours={24} s={words} sends={sends} consent={consent} />,
    );
    expect(html).toContain(words['off.title']);
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="mailto:hello@globalpath.example"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/919876543210\?text=Hello" target="_blank" rel="noopener noreferrer"/);
    expect(html).not.toContain('<form');
    expect(html).not.toContain(words.send);
  });

  it('with settings, renders every labelled field, disabled until hydrated, and no verification widget yet', () => {
    const html = renderToString(
      <ContactForm config={config} channels={channels} replyWithinHours={24} s={words} sends={sends} consent={consent} />,
    );
    for (const label of ['name', 'email', 'phone', 'subject', 'message', 'country', 'time'].map(
      (field) => words[`field.${field}` as keyof typeof words],
    )) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toContain(words.send);
    expect(html).not.toContain('recaptcha');
  });

  it('shows the consent notice with its link before the send button, the agreement box unticked and required, the WhatsApp box optional', () => {
    const html = renderToString(
      <ContactForm config={config} channels={channels} replyWithinHours={24} s={words} sends={sends} consent={consent} />,
    );
    const notice = html.indexOf(consentStrings['notice.form'].slice(0, 40));
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(html.indexOf(words.send));
    expect(html).toContain('href="/data-protection"');
    expect(html).toContain(consentStrings['notice.withdraw'].replace('{email}', 'hello@globalpath.example'));
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContain('required=""');
    expect(boxes[1]).not.toContain('required');
    for (const box of boxes) expect(box).not.toContain('checked');
    // The age group comes first, required, none chosen; the guardian's fields only for 16 or 17.
    const ages = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(ages).toHaveLength(3);
    for (const age of ages) expect(age).toMatch(/required=""/);
    for (const age of ages) expect(age).not.toContain('checked');
    expect(html.indexOf(consentStrings['age.legend'])).toBeLessThan(html.indexOf(consentStrings['agree.label']));
    expect(html).not.toContain(consentStrings['guardian.name']);
  });

  it("in another language, each option shows that language's words and sends the reference words", () => {
    const html = renderToString(
      <ContactForm config={config} channels={channels} replyWithinHours={24} s={hindi} sends={sends} consent={consent} />,
    );
    const shown = optionWords(hindi);
    const pairs = [...html.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)].map((m) => [m[1], m[2]]);
    const unescape = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
    expect(pairs.map(([value, text]) => [unescape(value!), unescape(text!)])).toEqual([
      ...sends.subjects.map((value, i) => [value, shown.subjects[i]]),
      ...sends.countries.map((value, i) => [value, shown.countries[i]]),
      ...sends.times.map((value, i) => [value, shown.times[i]]),
    ]);
  });
});
