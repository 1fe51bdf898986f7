import * as z from 'zod/mini';
import { countText } from '~/lib/text/localeFormats';
import { fillIn } from '~/lib/text/placeholders';
import { countryOptions, subjectOptions, timeOptions } from './options';

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

type OptionKey =
  `subject.${(typeof subjectOptions)[number]}` | `country.${(typeof countryOptions)[number]}` | `time.${(typeof timeOptions)[number]}`;
type ErrorKey =
  | 'name.empty'
  | 'name.tooLong'
  | 'name.letters'
  | 'email.empty'
  | 'email.tooLong'
  | 'email.invalid'
  | 'phone.empty'
  | 'phone.tooLong'
  | 'phone.characters'
  | 'phone.digits'
  | 'subject.choose'
  | 'message.empty'
  | 'message.short'
  | 'message.tooLong'
  | 'country.choose'
  | 'time.choose';

/**
 * The words the rules need (content: src/content/strings/<lang>/contactForm.json): each option's
 * words, which the form shows (the English words are sent, whatever the page's language), and each
 * error. "{count}", "{max}", "{min}" are filled in, written in the strings' "locale".
 */
export type ContactFormWords = Readonly<Record<'locale' | OptionKey | `errors.${ErrorKey}`, string>>;

/** Each option list's words, in the order the form offers them. */
export function optionWords(words: Readonly<Record<OptionKey, string>>) {
  return {
    subjects: subjectOptions.map((key) => words[`subject.${key}`]),
    countries: countryOptions.map((key) => words[`country.${key}`]),
    times: timeOptions.map((key) => words[`time.${key}`]),
  };
}

/**
 * The options' values: the words the form sends, the same from every language's page (the reference
 * language's), so the consultancy's e-mails read alike whichever page a message came from.
 */
export type OptionValues = ReturnType<typeof optionWords>;

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

/** Letters of any script, combining marks, spaces, apostrophes, hyphens and full stops ("Dr. Anne-Marie O'Neil", "José", "李雷"). */
const namePattern = /^\p{L}[\p{L}\p{M}\s'’.-]*$/u;
/** Digits, spaces, a leading or inner +, hyphens and brackets: "+91 98765 43210", "(020) 7946-0958". */
const phonePattern = /^\+?[\d\s()-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

// zod/mini: the same rules as classic zod at a fraction of the weight in the form's browser bundle.
function contactFormSchema(words: ContactFormWords, sent: OptionValues) {
  const error = (key: ErrorKey, values: Record<string, string | number> = {}) => fillIn(words[`errors.${key}`], values);
  const count = (n: number) => countText(n, words.locale);
  const tooLong = (key: ErrorKey, max: number) => (issue: { input?: unknown }) =>
    error(key, { count: count(String(issue.input ?? '').length), max: count(max) });
  return z.strictObject({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, error('name.empty')),
        z.maxLength(limits.nameMax, { error: tooLong('name.tooLong', limits.nameMax) }),
        z.regex(namePattern, error('name.letters')),
      ),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, error('email.empty')),
        z.maxLength(limits.emailMax, { error: tooLong('email.tooLong', limits.emailMax) }),
        z.regex(z.regexes.email, error('email.invalid')),
      ),
    phone: z.string().check(
      z.trim(),
      z.minLength(1, error('phone.empty')),
      z.maxLength(limits.phoneMax, { error: tooLong('phone.tooLong', limits.phoneMax) }),
      z.regex(phonePattern, error('phone.characters')),
      z.refine(
        (value) => digitCount(value) >= limits.phoneDigitsMin && digitCount(value) <= limits.phoneDigitsMax,
        error('phone.digits', { min: limits.phoneDigitsMin, max: limits.phoneDigitsMax }),
      ),
    ),
    subject: z.enum(sent.subjects, { error: error('subject.choose') }),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, error('message.empty')),
        z.minLength(limits.messageMin, error('message.short', { min: limits.messageMin })),
        z.maxLength(limits.messageMax, { error: tooLong('message.tooLong', limits.messageMax) }),
      ),
    preferredCountry: z.enum(['', ...sent.countries], { error: error('country.choose') }),
    preferredTimeToCall: z.enum(['', ...sent.times], { error: error('time.choose') }),
  });
}

/** One schema per set of words and values: the form checks on every change once a field shows an error. */
const schemas = new WeakMap<ContactFormWords, WeakMap<object, ReturnType<typeof contactFormSchema>>>();
function schemaFor(words: ContactFormWords, sent: OptionValues | undefined) {
  let bySent = schemas.get(words);
  if (!bySent) schemas.set(words, (bySent = new WeakMap()));
  let schema = bySent.get(sent ?? words);
  if (!schema) bySent.set(sent ?? words, (schema = contactFormSchema(words, sent ?? optionWords(words))));
  return schema;
}

export type ContactFormData = z.output<ReturnType<typeof contactFormSchema>>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export type ValidationResult = { ok: true; data: ContactFormData } | { ok: false; errors: FieldErrors };

/**
 * Validates the values, whose choices are the `sent` option values (by default the words' own); on
 * failure returns the first message for each invalid field, in the words given.
 */
export function validateContactForm(values: ContactFormValues, words: ContactFormWords, sent?: OptionValues): ValidationResult {
  const result = schemaFor(words, sent).safeParse(values);
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
