import { expect, type Page } from '@playwright/test';
import { limits } from '../../src/lib/contact/form';
import type { countryOptions, subjectOptions, timeOptions } from '../../src/lib/contact/options';
import { fillIn } from '../../src/lib/text/placeholders';
import { contact } from '../../src/config/site';
import { stringsOf, type Lang } from './expected';
import { robotCheckLabel } from './contact-stubs';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';

/** The contact form's words in one language (src/content/strings/<lang>/contactForm.json). */
export type FormWords = Record<string, string>;
export const formWords = (lang: Lang = 'en'): FormWords => stringsOf('contactForm', lang);

/**
 * A visitor's details as they type them into the contact form. The lists' choices are named as the
 * form's strings key them (src/lib/contact/options.ts): the visitor picks the words of the page's language.
 */
export interface Details {
  name: string;
  email: string;
  phone: string;
  message: string;
  subject?: (typeof subjectOptions)[number];
  country?: (typeof countryOptions)[number];
  time?: (typeof timeOptions)[number];
}

const count = (n: number) => n.toLocaleString('en-US');

/** The form's messages, in the words given, with the values the form fills in. */
export function formMessages(w: FormWords) {
  return {
    success: fillIn(w.sent!, { hours: contact.replyWithinHours }),
    error: w.sendFailed!,
    verify: w.verify!,
    expired: w.verifyExpired!,
    /** The note while a message waits out EmailJS's pace; its number is the seconds left. */
    wait: new RegExp(`^${escapeRegExp(w.wait!).replace(escapeRegExp('{seconds}'), '(\\d+)')}$`),
    unavailable: w['check.unavailable']!,
    /** Each field's error for what contact.spec types: nothing, a bad e-mail, two digits. */
    name: w['errors.name.empty']!,
    emailInvalid: w['errors.email.invalid']!,
    phoneDigits: fillIn(w['errors.phone.digits']!, { min: limits.phoneDigitsMin, max: limits.phoneDigitsMax }),
    subject: w['errors.subject.choose']!,
    message: w['errors.message.empty']!,
    /** The count under the message box and the refusal of a message `length` characters long. */
    characters: (length: number) =>
      `${fillIn(w.characters!, { count: count(length), max: count(limits.messageMax) })}${
        length > limits.messageMax ? ` ${fillIn(w.tooMany!, { count: count(length - limits.messageMax) })}` : ''
      }`,
    tooLong: (length: number) => fillIn(w['errors.message.tooLong']!, { count: count(length), max: count(limits.messageMax) }),
  };
}

/** The 'Get in Touch' form of a page and its controls, found by the names the given words give them. */
export function contactForm(page: Page, w: FormWords = formWords()) {
  const form = page.getByRole('form', { name: w.label });
  return {
    form,
    words: w,
    messages: formMessages(w),
    fullName: form.getByRole('textbox', { name: w['field.name'] }),
    email: form.getByRole('textbox', { name: w['field.email'] }),
    phone: form.getByRole('textbox', { name: w['field.phone'] }),
    subject: form.getByRole('combobox', { name: w['field.subject'] }),
    message: form.getByRole('textbox', { name: w['field.message'] }),
    country: form.getByRole('combobox', { name: w['field.country'] }),
    time: form.getByRole('combobox', { name: w['field.time'] }),
    robotCheck: form.getByRole('checkbox', { name: robotCheckLabel }),
    /** The send button, whether it reads "Send" or "Sending". */
    send: form.getByRole('button', { name: new RegExp(`^(${escapeRegExp(w.send!)}|${escapeRegExp(w.sending!)})$`) }),
  };
}
type ContactForm = ReturnType<typeof contactForm>;

/** The words a choice of the details shows in the given language ("University Application"). */
const optionText = (w: FormWords, list: 'subject' | 'country' | 'time', name: string) => w[`${list}.${name}`]!;

/** Scrolls to the form (which hydrates it), waits until it can be used, and types the details in the words given. */
export async function typeDetails(page: Page, details: Details, w: FormWords = formWords()) {
  const f = contactForm(page, w);
  await f.form.scrollIntoViewIfNeeded();
  await expect(f.fullName).toBeEnabled();
  await f.fullName.fill(details.name);
  await f.email.fill(details.email);
  await f.phone.fill(details.phone);
  if (details.subject) await f.subject.selectOption({ label: optionText(w, 'subject', details.subject) });
  await f.message.fill(details.message);
  if (details.country) await f.country.selectOption({ label: optionText(w, 'country', details.country) });
  if (details.time) await f.time.selectOption({ label: optionText(w, 'time', details.time) });
  return f.form;
}

/** The fields as they show the details typed in the words given (after a failed send, a reload). */
export async function expectDetailsShown(f: ContactForm, details: Details) {
  await expect(f.fullName).toHaveValue(details.name);
  await expect(f.email).toHaveValue(details.email);
  await expect(f.phone).toHaveValue(details.phone);
  await expect(f.message).toHaveValue(details.message);
  const chosen = [
    [f.subject, 'subject', details.subject],
    [f.country, 'country', details.country],
    [f.time, 'time', details.time],
  ] as const;
  for (const [control, list, name] of chosen) {
    const selected = control.locator('option:checked');
    if (name) await expect(selected).toHaveText(optionText(f.words, list, name));
    else await expect(control).toHaveValue('');
  }
}

/**
 * The template_params EmailJS receives for the details, whatever the page's language: the choices in
 * the words the consultancy's e-mails are written in (the English strings), the token, the consent.
 */
export function sentParams(details: Details, token: string, consent: Record<string, unknown>) {
  const en = formWords('en');
  return {
    from_name: details.name,
    from_email: details.email,
    from_phone: details.phone,
    subject: details.subject ? optionText(en, 'subject', details.subject) : '',
    message: details.message,
    preferred_country: details.country ? optionText(en, 'country', details.country) : '',
    preferred_time: details.time ? optionText(en, 'time', details.time) : '',
    'g-recaptcha-response': token,
    ...consent,
  };
}
