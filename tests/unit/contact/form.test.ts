import { describe, expect, it } from 'vitest';
import { emptyValues, firstInvalidField, limits, optionWords, validateContactForm, type ContactFormValues } from '~/lib/contact/form';
import { fillIn } from '~/lib/text/placeholders';
import { wordsOf } from '../support/strings';

const words = wordsOf('contactForm');
const hi = wordsOf('contactForm', 'hi');

/** The form's words as the content has them: the tests expect what an editor wrote. */
const error = (key: string, values: Record<string, string | number> = {}) => fillIn(words[`errors.${key}` as keyof typeof words], values);
const { subjects, countries, times } = optionWords(words);
const validate = (values: ContactFormValues) => validateContactForm(values, words);

const valid: ContactFormValues = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  subject: subjects[2]!,
  message: 'I would like help with my F-1 visa interview.',
  preferredCountry: countries[0]!,
  preferredTimeToCall: times[2]!,
};

const errorsFor = (changes: Partial<ContactFormValues>) => {
  const result = validate({ ...valid, ...changes });
  return result.ok ? {} : result.errors;
};

describe('option lists', () => {
  it("are the content's words, in the form's order, each accepted", () => {
    expect(subjects).toEqual(
      Object.entries(words)
        .filter(([key]) => key.startsWith('subject.'))
        .map(([, text]) => text),
    );
    expect(countries).toEqual(
      Object.entries(words)
        .filter(([key]) => key.startsWith('country.'))
        .map(([, text]) => text),
    );
    expect(times).toEqual(
      Object.entries(words)
        .filter(([key]) => key.startsWith('time.'))
        .map(([, text]) => text),
    );
    for (const subject of subjects) expect(validate({ ...valid, subject }).ok).toBe(true);
    for (const preferredCountry of countries) expect(validate({ ...valid, preferredCountry }).ok).toBe(true);
    for (const preferredTimeToCall of times) expect(validate({ ...valid, preferredTimeToCall }).ok).toBe(true);
  });
});

describe('contact form schema', () => {
  it('accepts a complete form and trims every value', () => {
    const result = validate({
      ...valid,
      name: '  Priya Sharma  ',
      email: ' priya@example.com ',
      message: '  Hello there, please call me.  ',
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.name).toBe('Priya Sharma');
      expect(result.data.email).toBe('priya@example.com');
      expect(result.data.message).toBe('Hello there, please call me.');
    }
  });

  it('leaves the destination and time to call optional', () => {
    expect(validate({ ...valid, preferredCountry: '', preferredTimeToCall: '' }).ok).toBe(true);
  });

  it('requires the five required fields, with a message each', () => {
    const result = validate(emptyValues);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: error('name.empty'),
        email: error('email.empty'),
        phone: error('phone.empty'),
        subject: error('subject.choose'),
        message: error('message.empty'),
      });
      expect(firstInvalidField(result.errors)).toBe('name');
    }
  });

  it('treats whitespace-only values as empty', () => {
    expect(errorsFor({ name: '   ', email: '\t', phone: ' \n ', message: '      ' })).toEqual({
      name: error('name.empty'),
      email: error('email.empty'),
      phone: error('phone.empty'),
      message: error('message.empty'),
    });
  });

  it.each([
    'José Álvarez',
    'Nguyễn Văn An',
    'Łukasz Żółć',
    'محمد علي',
    '李雷',
    'Anne-Marie O’Neil',
    "Dr. Sean O'Brien",
    'Zoë',
    'अनन्या शर्मा',
  ])('accepts the Unicode name %s', (name) => {
    expect(errorsFor({ name })).toEqual({});
  });

  it.each(['<script>alert(1)</script>', 'R2-D2', '@priya', '-Priya'])('refuses the name %s', (name) => {
    expect(errorsFor({ name }).name).toBe(error('name.letters'));
  });

  it('refuses over-long input with its length, never truncating', () => {
    expect(errorsFor({ name: 'A'.repeat(limits.nameMax) })).toEqual({});
    expect(errorsFor({ name: 'A'.repeat(limits.nameMax + 1) }).name).toBe(error('name.tooLong', { count: '101', max: '100' }));
    expect(errorsFor({ message: 'x'.repeat(limits.messageMax) })).toEqual({});
    expect(errorsFor({ message: 'x'.repeat(10_000) }).message).toBe(error('message.tooLong', { count: '10,000', max: '2,000' }));
    expect(errorsFor({ email: `${'a'.repeat(10_000)}@example.com` }).email).toBe(error('email.tooLong', { count: '10,012', max: '254' }));
    expect(errorsFor({ phone: '1'.repeat(10_000) }).phone).toBe(error('phone.tooLong', { count: '10,000', max: '25' }));
  });

  it('counts in the strings’ locale on a Hindi page: Indian grouping, Western digits', () => {
    const hiValid = {
      ...valid,
      subject: optionWords(hi).subjects[2]!,
      preferredCountry: optionWords(hi).countries[0]!,
      preferredTimeToCall: optionWords(hi).times[2]!,
    };
    const result = validateContactForm({ ...hiValid, message: 'x'.repeat(1_00_000) }, hi);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.message).toBe(fillIn(hi['errors.message.tooLong'], { count: '1,00,000', max: '2,000' }));
  });

  it.each(['priya', 'priya@', '@example.com', 'priya@example', 'pri ya@example.com'])('refuses the email %s', (email) => {
    expect(errorsFor({ email }).email).toBe(error('email.invalid'));
  });

  it.each(['+91 98765 43210', '(020) 7946-0958', '+1-202-555-0143', '1234567', '123456789012345'])('accepts the phone %s', (phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });

  it('wants 7 to 15 digits of digits, spaces, +, - and brackets', () => {
    expect(errorsFor({ phone: '123456' }).phone).toBe(error('phone.digits', { min: 7, max: 15 }));
    expect(errorsFor({ phone: '1234567890123456' }).phone).toBe(error('phone.digits', { min: 7, max: 15 }));
    expect(errorsFor({ phone: '98765 ext 43210' }).phone).toBe(error('phone.characters'));
    expect(errorsFor({ phone: '9876543210+' }).phone).toBe(error('phone.characters'));
  });

  it('asks for a little more than a word in the message', () => {
    expect(errorsFor({ message: 'Hi' }).message).toBe(error('message.short', { min: 10 }));
  });

  it('accepts only the listed options', () => {
    expect(errorsFor({ subject: 'Spam' }).subject).toBe(error('subject.choose'));
    expect(errorsFor({ preferredCountry: 'Mars' }).preferredCountry).toBe(error('country.choose'));
    expect(errorsFor({ preferredTimeToCall: 'midnight' }).preferredTimeToCall).toBe(error('time.choose'));
  });

  it('keeps HTML in the message as the text that was typed', () => {
    const message = '<img src=x onerror=alert(1)> Is the <b>GRE</b> needed?';
    const result = validate({ ...valid, message });
    expect(result.ok && result.data.message).toBe(message);
  });
});

describe('another language', () => {
  it('shows its own words, in errors too, but takes and sends the reference words whatever the language', () => {
    const sent = optionWords(words);
    const inHindi = (values: ContactFormValues) => validateContactForm(values, hi, sent);
    const result = inHindi(valid);
    expect(result.ok && [result.data.subject, result.data.preferredCountry, result.data.preferredTimeToCall]).toEqual([
      subjects[2],
      countries[0],
      times[2],
    ]);
    // The Hindi words are what the options show, not what they send.
    const shown = optionWords(hi);
    const refused = inHindi({ ...valid, subject: shown.subjects[2]!, preferredCountry: shown.countries[0]! });
    expect(refused.ok ? {} : refused.errors).toEqual({
      subject: hi['errors.subject.choose'],
      preferredCountry: hi['errors.country.choose'],
    });
  });
});
