import { type CollectionEntry } from 'astro:content';
import { getCollection } from './collections';
import { addressLine, contact } from '~/config/site';
import { mapsSearchUrl } from '~/lib/contact/map';
import { factsFor } from './facts';
import type { Lang } from '~/config/languages';

/**
 * An office as the contact page shows it: the head office with the consultancy's own address (in the
 * page's language; the map searches for the English one), phone, e-mail and hours from the site settings; any other with its own details (its schema has checked
 * they are all there), and a map link, by default a search for its address.
 */
function shown({ id, headOffice, city, address, phone, email, hours, mapLink }: CollectionEntry<'offices'>['data'], lang: Lang) {
  return headOffice
    ? {
        id,
        headOffice: true,
        ...factsFor(lang).headOffice,
        phone: contact.phoneDisplay,
        email: contact.email,
        hours: factsFor(lang).contact.hours,
        mapLink: mapsSearchUrl(addressLine),
      }
    : {
        id,
        headOffice: false,
        city: city!,
        address: address!,
        phone: phone!,
        email: email!,
        hours: hours!,
        mapLink: mapLink ?? mapsSearchUrl(address!),
      };
}

/** The offices for the contact page, the head office first. */
export async function offices(lang: Lang) {
  return (await getCollection('offices', lang))
    .map(({ data }) => shown(data, lang))
    .sort((a, b) => Number(b.headOffice) - Number(a.headOffice));
}
export type Office = Awaited<ReturnType<typeof offices>>[number];
