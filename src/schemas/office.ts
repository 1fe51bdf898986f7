import { z } from 'astro/zod';
import { placeFromMapLink } from '~/lib/contact/map';
import { slug } from './fields';

/** The details every office other than the head office gives itself. */
const details = {
  city: z.string().min(2).max(60).optional(),
  address: z.string().min(10).max(200).optional().describe('One line'),
  phone: z.string().min(7).max(25).optional().describe('As shown to visitors, with the country code'),
  email: z.email().optional(),
  hours: z.string().min(5).max(80).optional(),
};
const detailNames = Object.keys(details) as (keyof typeof details)[];

/**
 * An office of the consultancy on the contact page, the head office first. The head office is the
 * consultancy's own address, phone, e-mail and hours from the site settings: its entry only says it
 * is there (`headOffice: true`), so those details are written once. Any other office gives its own.
 * One flat shape with rules (not two shapes) so the admin shows it as one form.
 */
export const officeSchema = z
  .strictObject({
    id: slug,
    headOffice: z.boolean().optional().describe('The details come from the site settings: leave the others empty'),
    ...details,
    mapLink: z
      .url()
      .refine((link) => placeFromMapLink(link) !== null, 'a Google Maps search link (https://www.google.com/maps/search/?api=1&query=…)')
      .optional()
      .describe('Opens the office in Google Maps; leave out for a search for the address'),
  })
  .refine(
    (office) => !office.headOffice || [...detailNames, 'mapLink'].every((name) => office[name as keyof typeof office] === undefined),
    {
      message: 'the head office takes its details from the site settings: leave city, address, phone, email, hours and mapLink out',
      path: ['headOffice'],
    },
  )
  .refine((office) => office.headOffice || detailNames.every((name) => office[name] !== undefined), {
    message: 'an office other than the head office needs its city, address, phone, email and hours',
    path: ['city'],
  });
