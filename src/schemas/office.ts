import { z } from 'astro/zod';
import { addressLine, contact } from '~/config/site';
import { mapsSearchUrl, placeFromMapLink } from '~/lib/contact/map';
import { slug } from './fields';

/**
 * The head office is the consultancy's own address, phone, e-mail and hours from src/config/site.ts:
 * its entry only says it is there, so those details are written once, in the config.
 */
const headOffice = z
  .strictObject({ id: slug, headOffice: z.literal(true).describe('The details come from src/config/site.ts') })
  .transform(({ id }) => ({
    id,
    headOffice: true,
    city: contact.address.city,
    address: addressLine,
    phone: contact.phoneDisplay,
    email: contact.email,
    hours: contact.hours,
    mapLink: mapsSearchUrl(addressLine),
  }));

/** Any other office gives its own details. */
const branchOffice = z
  .strictObject({
    id: slug,
    city: z.string().min(2).max(60),
    address: z.string().min(10).max(200).describe('One line'),
    phone: z.string().min(7).max(25).describe('As shown to visitors, with the country code'),
    email: z.email(),
    hours: z.string().min(5).max(80),
    mapLink: z
      .url()
      .refine((link) => placeFromMapLink(link) !== null, 'a Google Maps search link (https://www.google.com/maps/search/?api=1&query=…)')
      .optional()
      .describe('Opens the office in Google Maps; leave out for a search for the address'),
  })
  .transform((office) => ({ ...office, headOffice: false, mapLink: office.mapLink ?? mapsSearchUrl(office.address) }));

/** An office of the consultancy on the contact page, the head office first. */
export const officeSchema = z.union([headOffice, branchOffice]);
