/**
 * The one typed source for who the consultancy is and how to reach it.
 * Rename the brand, change the phone number or the address here and every page follows.
 */
const shortName = 'GlobalPath';
const descriptor = 'Overseas Education';

export const brand = {
  name: `${shortName} ${descriptor}`,
  shortName,
  descriptor,
  tagline: 'Your Pathway to Global Education',
  description:
    'Free study-abroad consultations, admissions and visa support for students heading to the USA, Canada, the UK, Australia and New Zealand.',
  themeColor: '#0b3a6e',
  foundedYear: 2015,
} as const;

const replyWithinHours = 24;

export const contact = {
  /** Shown to visitors. */
  phoneDisplay: '+91 98765 43210',
  /** E.164, used in tel: links, the chat link and structured data. */
  phoneE164: '+919876543210',
  email: 'hello@globalpath.example',
  hours: 'Mon - Sun 7:00 AM - 10:00 PM',
  /** The same hours, machine-readable, for structured data. */
  openingHours: { days: 'Mo-Su', opens: '07:00', closes: '22:00' },
  replyPromise: `We reply within ${replyWithinHours} hours.`,
  replyWithinHours,
  address: {
    street: 'Office 1204, Tower B, Sector 62',
    city: 'Noida',
    region: 'Uttar Pradesh',
    postalCode: '201309',
    country: 'India',
    countryCode: 'IN',
  },
} as const;

/** The contact page's meta description: its opening hours and reply time follow the values above. */
export const contactPageDescription = `Call, email or WhatsApp our study-abroad counsellors, or send us a message. Open ${contact.hours}; we reply within ${contact.replyWithinHours} hours.`;

/** One line, for footers and cards. */
export const addressLine = `${contact.address.street}, ${contact.address.city}, ${contact.address.region} ${contact.address.postalCode}, ${contact.address.country}`;

/** The floating chat button and the "WhatsApp Us" card open a chat prefilled with this text. */
export const chat = {
  phoneNumber: contact.phoneE164,
  message: `Hello ${brand.shortName}! I would like to know more about your study-abroad services.`,
} as const;

export const social = [
  { name: 'Instagram', url: 'https://www.instagram.com/globalpath.education', kind: 'photo-sharing network' },
  { name: 'Facebook', url: 'https://www.facebook.com/globalpath.education', kind: 'social network' },
] as const;

export const designer = { name: 'Brightlane Studio', url: 'https://brightlane.example' } as const;
