import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm from '~/islands/ContactForm';
import words from '~/content/strings/en/contactForm.json';

/** The island as the build renders it (server side): what a visitor sees before and without hydration. */
const channels = {
  phoneDisplay: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'hello@globalpath.example',
  chatHref: 'https://wa.me/919876543210?text=Hello',
};
const config = { emailjsPublicKey: 'pk', emailjsServiceId: 'svc', emailjsTemplateId: 'tpl', recaptchaSiteKey: 'site', guards: true };

describe('ContactForm, server-rendered', () => {
  it('without settings, sends visitors to phone, email and WhatsApp instead of showing a form', () => {
    const html = renderToString(<ContactForm config={null} channels={channels} replyWithinHours={24} s={words} />);
    expect(html).toContain(words['off.title']);
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="mailto:hello@globalpath.example"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/919876543210\?text=Hello" target="_blank" rel="noopener noreferrer"/);
    expect(html).not.toContain('<form');
    expect(html).not.toContain(words.send);
  });

  it('with settings, renders every labelled field, disabled until hydrated, and no verification widget yet', () => {
    const html = renderToString(<ContactForm config={config} channels={channels} replyWithinHours={24} s={words} />);
    for (const label of ['name', 'email', 'phone', 'subject', 'message', 'country', 'time'].map((field) => words[`field.${field}` as keyof typeof words])) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toContain(words.send);
    expect(html).not.toContain('recaptcha');
  });
});
