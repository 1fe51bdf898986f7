/**
 * The one typed source for who the consultancy is and how to reach it. Rename the brand here; the
 * phone number, e-mail, hours and address come from the editors' settings file, and the brand's
 * words (tagline, description, the chat's greeting) from the site's strings
 * (both below). Every page follows.
 */
import { siteSettingsSchema, siteSettingsTranslationSchema } from '~/schemas/siteSettings';
import { fillIn } from '~/lib/text/placeholders';
import { addressLineOf, type AddressWords } from '~/lib/contact/address';
import { overlay, type MaybeEnglish } from '~/lib/i18n/overlay';
import { textShape } from '~/lib/i18n/textShape';
// The attribute lets plain Node (the browser tests' runner) load them too, not only Vite.
import contactSettings from '~/content/site-settings/contact.json' with { type: 'json' };
import words from '~/content/strings/en/site.json' with { type: 'json' };

const shortName = 'GlobalPath';
const descriptor = 'Overseas Education';

export const brand = {
  name: `${shortName} ${descriptor}`,
  shortName,
  descriptor,
  tagline: words.tagline,
  description: words.description,
  themeColor: '#0b3a6e',
  foundedYear: 2015,
} as const;

/**
 * Phone, e-mail, hours and address are the editors': src/content/site-settings/contact.json, edited
 * in the admin and checked here against its schema, so a bad value fails the build.
 */
const settings = siteSettingsSchema.parse(contactSettings);

const replyWithinHours = 24;

export const contact = {
  /** Shown to visitors. */
  phoneDisplay: settings.phone,
  /** E.164 (the same digits), used in tel: links, the chat link and structured data. */
  phoneE164: `+${settings.phone.replace(/\D/g, '')}`,
  email: settings.email,
  /** The opening hours, written out in each language by src/queries/facts.ts and read by structured data. */
  openingHours: settings.openingHours,
  replyWithinHours,
  address: settings.address,
} as const;

/** One line in English, for maps and structured data; pages show it in their language (`addressIn`). */
export const addressLine = addressLineOf(contact.address);

/**
 * The address as another language writes it: a translation of the settings file
 * (src/content/site-settings/<lang>/contact.json) laid over the English; what it leaves out stays
 * English, and the result is held to the lengths the settings allow.
 */
const settingsShape = textShape(siteSettingsSchema);

export function addressIn(translation: unknown, file: string): AddressWords {
  const words = siteSettingsTranslationSchema.safeParse(translation ?? {});
  if (!words.success)
    throw new Error(`${file}: ${words.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  // The address is a fact filled into sentences, in whichever words the language gives: which of its parts stayed English is not kept.
  const { englishTexts: _english, ...address } = overlay({ address: contact.address }, words.data, settingsShape, file)
    .address as AddressWords & MaybeEnglish;
  const checked = siteSettingsSchema.shape.address.safeParse(address);
  if (!checked.success)
    throw new Error(`${file}: ${checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return checked.data;
}

const greeting = fillIn(words['chat.greeting'], { brand: brand.shortName });

/** The floating chat button and the "WhatsApp Us" card open a chat prefilled with this text. */
export const chat = {
  phoneNumber: contact.phoneE164,
  /** How every WhatsApp message we prefill opens (the chat button, the shortlist's hand-off). */
  greeting,
  message: fillIn(words['chat.message'], { greeting }),
} as const;

export const social = [
  { name: 'Instagram', url: 'https://www.instagram.com/globalpath.education' },
  { name: 'Facebook', url: 'https://www.facebook.com/globalpath.education' },
] as const;

export const designer = { name: 'Brightlane Studio', url: 'https://brightlane.example' } as const;
