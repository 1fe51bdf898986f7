import { z } from 'astro/zod';
import { dayCodes } from '~/lib/text/openingHours';

const day = `(${dayCodes.join('|')})`;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '24-hour time like "07:00"');

/**
 * How visitors reach the consultancy: src/content/site-settings/contact.json, edited in the admin
 * and read by src/config/site.ts, which every page takes its phone, e-mail, hours and address from.
 */
export const siteSettingsSchema = z.strictObject({
  phone: z
    .string()
    .regex(/^\+\d{1,3}( \d{2,5}){2,4}$/, 'international format with spaces, e.g. "+91 98765 43210"')
    .describe('Shown to visitors; call links and the WhatsApp button dial the same number'),
  email: z.email().describe('Shown on the contact page and in the footer'),
  openingHours: z
    .strictObject({
      days: z.string().regex(new RegExp(`^${day}(-${day})?$`), 'days like "Mo-Su" or "Mo-Fr"'),
      opens: time,
      closes: time,
    })
    .describe('Days like "Mo-Su", times on the 24-hour clock; visitors read them in their language, e.g. "Mon - Sun 7:00 AM - 10:00 PM"'),
  address: z.strictObject({
    street: z.string().trim().min(5).max(80),
    city: z.string().trim().min(2).max(40),
    region: z.string().trim().min(2).max(40).describe('State'),
    postalCode: z.string().regex(/^\d{6}$/, 'a six-digit PIN code'),
    country: z.string().trim().min(2).max(40),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'two capital letters, e.g. "IN"'),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * The settings in another language (src/content/site-settings/<lang>/contact.json): the address's
 * words as that language writes them, each optional; what is left out stays English. The PIN code,
 * phone, e-mail and hours are the same in every language.
 */
export const siteSettingsTranslationSchema = z.strictObject({
  address: siteSettingsSchema.shape.address.pick({ street: true, city: true, region: true, country: true }).partial().optional(),
});
