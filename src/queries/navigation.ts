import { actions, footerOmitsPolicy, mainNav, popularPages, quickLinks } from '~/config/navigation';
import { legalPath } from '~/lib/navigation/paths';
import { allDestinations } from './destinations';
import { legalPages, policyIn } from './legal';
import { allServices } from './services';
import type { Lang } from '~/config/languages';
import { strings } from './strings';
import { englishOf, englishTexts } from '~/lib/i18n/englishTexts';
import type { MaybeEnglish } from '~/lib/i18n/overlay';

/** A link of a menu: its words, whether a page in another language shows them in English, and the page's English path. */
export interface Link extends MaybeEnglish {
  name: string;
  path: string;
}

/**
 * The site's menus with their words: the fixed lists of src/config/navigation.ts named from
 * src/content/strings/en/navigation.json, and the destinations, services and policies from their
 * own collections, so a page's link is never typed twice.
 */
export async function navigation(lang: Lang) {
  const [s, destinations, services, policies] = await Promise.all([
    strings('navigation', lang),
    allDestinations(lang),
    allServices(lang),
    legalPages(lang),
  ]);
  const shown = await Promise.all(policies.map((policy) => policyIn(policy, lang)));
  const legal = policies.map((policy, i) => ({
    id: policy.id,
    name: shown[i]!.entry.data.title,
    path: legalPath(policy.id),
    ...englishTexts({ name: shown[i]!.lang === lang ? undefined : 'untranslated' }),
  }));
  return {
    main: mainNav.map(({ key, path }): Link => ({ name: s[`main.${key}`], path })),
    quick: quickLinks.map(({ key, path }): Link => ({ name: s[`quick.${key}`], path })),
    popular: popularPages.map(({ key, path }): Link => ({ name: s[`popular.${key}`], path })),
    destinations: destinations.map(({ title, path }): Link => ({ name: title, path })),
    services: services.map((service): Link => ({
      name: service.title,
      path: service.link,
      ...englishTexts({ name: englishOf(service, 'title') }),
    })),
    legal: legal.map(({ id: _id, ...link }): Link => link),
    /** The footer's bottom line: the policies Quick Links does not already list. */
    footerLegal: legal.filter((policy) => policy.id !== footerOmitsPolicy).map(({ id: _id, ...link }): Link => link),
  };
}

/** The calls to action most pages offer ("Get Free Consultation", "Contact Us" …), each always in the same words. */
export async function callsToAction(lang: Lang): Promise<Record<keyof typeof actions, { label: string; href: string }>> {
  const s = await strings('navigation', lang);
  return {
    consultation: { label: s['action.consultation'], href: actions.consultation },
    bookConsultation: { label: s['action.bookConsultation'], href: actions.bookConsultation },
    contact: { label: s['action.contact'], href: actions.contact },
  };
}
