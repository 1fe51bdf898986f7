import { z } from 'astro/zod';
import { addressLine, contact } from '~/config/site';
import { mapsSearchUrl, placeFromMapLink } from '~/lib/contact/map';

/**
 * An office of the consultancy. The head office's address, phone, e-mail and hours are the
 * consultancy's own from src/config/site.ts, so its entry leaves them out and the defaults fill
 * them in; another office gives its own.
 */
export const officeSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  city: z.string().min(2).max(60),
  address: z.string().min(10).max(200).default(addressLine).describe('One line; defaults to the address in site config'),
  phone: z.string().min(7).max(25).default(contact.phoneDisplay).describe('As shown to visitors'),
  email: z.email().default(contact.email),
  hours: z.string().min(5).max(80).default(contact.hours),
  isHeadOffice: z.boolean().describe('Marked "Head Office" on the contact page'),
  mapLink: z
    .url()
    .refine((link) => placeFromMapLink(link) !== null, 'a Google Maps search link (https://www.google.com/maps/search/?api=1&query=…)')
    .default(mapsSearchUrl(addressLine))
    .describe('Opens the office in Google Maps; defaults to a search for the address'),
});
export type Office = z.infer<typeof officeSchema>;
