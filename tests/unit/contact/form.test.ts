import { describe, expect, it } from 'vitest';
import { emptyValues, firstInvalidField, limits, validateContactForm, type ContactFormValues } from '~/lib/contact/form';
import { preferredCountries, preferredTimes, subjects } from '~/lib/contact/options';

const valid: ContactFormValues = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  subject: 'Visa Assistance',
  message: 'I would like help with my F-1 visa interview.',
  preferredCountry: 'USA',
  preferredTimeToCall: '2:00 PM - 4:00 PM',
};

const errorsFor = (changes: Partial<ContactFormValues>) => {
  const result = validateContactForm({ ...valid, ...changes });
  return result.ok ? {} : result.errors;
};

describe('option lists', () => {
  it('are the spec lists, in order', () => {
    expect(subjects).toEqual(['General Inquiry', 'University Application', 'Visa Assistance', 'Scholarship Guidance', 'Career Counseling', 'Other']);
    expect(preferredCountries).toEqual(['USA', 'Canada', 'UK', 'Australia', 'New Zealand', 'Germany', 'France', 'Other']);
    expect(preferredTimes).toEqual(['10:00 AM - 12:00 PM', '12:00 PM - 2:00 PM', '2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM', '6:00 PM - 7:00 PM']);
  });
});

describe('contact form schema', () => {
  it('accepts a complete form and trims every value', () => {
    const result = validateContactForm({ ...valid, name: '  Priya Sharma  ', email: ' priya@example.com ', message: '  Hello there, please call me.  ' });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.name).toBe('Priya Sharma');
      expect(result.data.email).toBe('priya@example.com');
      expect(result.data.message).toBe('Hello there, please call me.');
    }
  });

  it('leaves the destination and time to call optional', () => {
    expect(validateContactForm({ ...valid, preferredCountry: '', preferredTimeToCall: '' }).ok).toBe(true);
  });

  it('requires the five required fields, with a message each', () => {
    const result = validateContactForm(emptyValues);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: 'Please enter your full name.',
        email: 'Please enter your email address.',
        phone: 'Please enter your phone number.',
        subject: 'Please choose a subject.',
        message: 'Please write your message.',
      });
      expect(firstInvalidField(result.errors)).toBe('name');
    }
  });

  it('treats whitespace-only values as empty', () => {
    expect(errorsFor({ name: '   ', email: '\t', phone: ' \n ', message: '      ' })).toEqual({
      name: 'Please enter your full name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
      message: 'Please write your message.',
    });
  });

  it.each(['José Álvarez', 'Nguyễn Văn An', 'Łukasz Żółć', 'محمد علي', '李雷', 'Anne-Marie O’Neil', "Dr. Sean O'Brien", 'Zoë', 'अनन्या शर्मा'])(
    'accepts the Unicode name %s',
    (name) => {
      expect(errorsFor({ name })).toEqual({});
    },
  );

  it.each(['<script>alert(1)</script>', 'R2-D2', '@priya', '-Priya'])('refuses the name %s', (name) => {
    expect(errorsFor({ name }).name).toMatch(/letters only/);
  });

  it('refuses over-long input with its length, never truncating', () => {
    expect(errorsFor({ name: 'A'.repeat(limits.nameMax) })).toEqual({});
    expect(errorsFor({ name: 'A'.repeat(limits.nameMax + 1) }).name).toBe('Your name is 101 characters long; please keep it to 100 or fewer.');
    expect(errorsFor({ message: 'x'.repeat(limits.messageMax) })).toEqual({});
    expect(errorsFor({ message: 'x'.repeat(10_000) }).message).toBe(
      'Your message is 10,000 characters long; please keep it to 2,000 or fewer.',
    );
    expect(errorsFor({ email: `${'a'.repeat(10_000)}@example.com` }).email).toMatch(/^Your email address is 10,012 characters long/);
    expect(errorsFor({ phone: '1'.repeat(10_000) }).phone).toMatch(/^Your phone number is 10,000 characters long/);
  });

  it.each(['priya', 'priya@', '@example.com', 'priya@example', 'pri ya@example.com'])('refuses the email %s', (email) => {
    expect(errorsFor({ email }).email).toBe('Please enter a valid email address, like name@example.com.');
  });

  it.each(['+91 98765 43210', '(020) 7946-0958', '+1-202-555-0143', '1234567', '123456789012345'])('accepts the phone %s', (phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });

  it('wants 7 to 15 digits of digits, spaces, +, - and brackets', () => {
    expect(errorsFor({ phone: '123456' }).phone).toBe('Please enter a phone number with 7 to 15 digits, including the country code.');
    expect(errorsFor({ phone: '1234567890123456' }).phone).toBe('Please enter a phone number with 7 to 15 digits, including the country code.');
    expect(errorsFor({ phone: '98765 ext 43210' }).phone).toBe('Please use only digits, spaces, +, - and brackets in your phone number.');
    expect(errorsFor({ phone: '9876543210+' }).phone).toBe('Please use only digits, spaces, +, - and brackets in your phone number.');
  });

  it('asks for a little more than a word in the message', () => {
    expect(errorsFor({ message: 'Hi' }).message).toBe('Please tell us a little more (at least 10 characters).');
  });

  it('accepts only the listed options', () => {
    expect(errorsFor({ subject: 'Spam' }).subject).toBe('Please choose a subject.');
    expect(errorsFor({ preferredCountry: 'Mars' }).preferredCountry).toBe('Please choose a destination from the list.');
    expect(errorsFor({ preferredTimeToCall: 'midnight' }).preferredTimeToCall).toBe('Please choose a time from the list.');
  });

  it('keeps HTML in the message as the text that was typed', () => {
    const message = '<img src=x onerror=alert(1)> Is the <b>GRE</b> needed?';
    const result = validateContactForm({ ...valid, message });
    expect(result.ok && result.data.message).toBe(message);
  });
});
