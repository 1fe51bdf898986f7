import * as z from 'zod/mini';
import { preferredCountries, preferredTimes, subjects } from './options';

/**
 * The contact form's values and rules. The length bounds are ours:
 * short enough to read and to fit an e-mail, long enough for any real name, address or question.
 * Over-long input is refused with a message, never truncated silently.
 */
export const limits = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 25,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** What the form says (the product's exact wording). */
export const formMessages = {
  verify: 'Please verify that you are not a robot',
  sending: 'Sending...',
  error: 'There was an error sending your message. Please try again or contact us directly.',
  expired: 'Your verification has expired. Please tick the box again.',
} as const;

export const successMessage = (replyWithinHours: number) =>
  `Thank you! Your message has been sent. We'll get back to you within ${replyWithinHours} hours.`;

export const fieldNames = ['name', 'email', 'phone', 'subject', 'message', 'preferredCountry', 'preferredTimeToCall'] as const;
export type FieldName = (typeof fieldNames)[number];

/** What the visitor types or picks, before validation: every field is text. */
export type ContactFormValues = Record<FieldName, string>;

export const emptyValues: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  preferredCountry: '',
  preferredTimeToCall: '',
};

const count = (n: number) => n.toLocaleString('en-US');
const tooLong = (what: string, max: number) => (issue: { input?: unknown }) =>
  `${what} is ${count(String(issue.input ?? '').length)} characters long; please keep it to ${count(max)} or fewer.`;

/** Letters of any script, combining marks, spaces, apostrophes, hyphens and full stops ("Dr. Anne-Marie O'Neil", "José", "李雷"). */
const namePattern = /^\p{L}[\p{L}\p{M}\s'’.-]*$/u;
/** Digits, spaces, a leading or inner +, hyphens and brackets: "+91 98765 43210", "(020) 7946-0958". */
const phonePattern = /^\+?[\d\s()-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

// zod/mini: the same rules as classic zod at a fraction of the weight in the form's browser bundle.
const contactFormSchema = z.strictObject({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'Please enter your full name.'),
    z.maxLength(limits.nameMax, { error: tooLong('Your name', limits.nameMax) }),
    z.regex(namePattern, 'Please use letters only in your name (spaces, hyphens, apostrophes and full stops are fine).'),
  ),
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Please enter your email address.'),
    z.maxLength(limits.emailMax, { error: tooLong('Your email address', limits.emailMax) }),
    z.regex(z.regexes.email, 'Please enter a valid email address, like name@example.com.'),
  ),
  phone: z.string().check(
    z.trim(),
    z.minLength(1, 'Please enter your phone number.'),
    z.maxLength(limits.phoneMax, { error: tooLong('Your phone number', limits.phoneMax) }),
    z.regex(phonePattern, 'Please use only digits, spaces, +, - and brackets in your phone number.'),
    z.refine(
      (value) => digitCount(value) >= limits.phoneDigitsMin && digitCount(value) <= limits.phoneDigitsMax,
      `Please enter a phone number with ${limits.phoneDigitsMin} to ${limits.phoneDigitsMax} digits, including the country code.`,
    ),
  ),
  subject: z.enum(subjects, { error: 'Please choose a subject.' }),
  message: z.string().check(
    z.trim(),
    z.minLength(1, 'Please write your message.'),
    z.minLength(limits.messageMin, `Please tell us a little more (at least ${limits.messageMin} characters).`),
    z.maxLength(limits.messageMax, { error: tooLong('Your message', limits.messageMax) }),
  ),
  preferredCountry: z.enum(['', ...preferredCountries], { error: 'Please choose a destination from the list.' }),
  preferredTimeToCall: z.enum(['', ...preferredTimes], { error: 'Please choose a time from the list.' }),
});

export type ContactFormData = z.output<typeof contactFormSchema>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export type ValidationResult = { ok: true; data: ContactFormData } | { ok: false; errors: FieldErrors };

/** Validates the values; on failure returns the first message for each invalid field. */
export function validateContactForm(values: ContactFormValues): ValidationResult {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    if (fieldNames.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The first field, in form order, that has an error: focus moves there. */
export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return fieldNames.find((name) => errors[name]);
}
