import { type CollectionEntry } from 'astro:content';
import { getCollection, getEntry } from './collections';
import { filledCopy } from './facts';
import { faqsFor } from './faqs';
import { byOrder } from '~/lib/lists/order';
import { serviceStories } from './studentStories';
import { servicePath } from '~/lib/navigation/paths';
import type { Lang } from '~/config/languages';

type ServiceId = 'consultation' | 'application' | 'language-training' | 'visa-support' | 'accommodation';

const servicesFile = 'src/content/services/services.json';

/** A service card as pages show it: its description with the facts it names filled in, and its page. */
function shown(service: CollectionEntry<'services'>['data'], lang: Lang) {
  return {
    ...service,
    description: filledCopy(`${servicesFile}, "${service.id}"`, service.description, lang),
    link: servicePath(service.id),
  };
}
export type Service = ReturnType<typeof shown>;

/** The service cards, in the editors' order (the home grid and the services page). */
export async function allServices(lang: Lang): Promise<Service[]> {
  return (await getCollection('services', lang)).map((entry) => shown(entry.data, lang)).sort(byOrder);
}

/**
 * Everything a service page shows from the collections, looked up by the service's id, so each page
 * stays a thin composition. A page without a list (no FAQ on Language Training) gets it empty.
 */
export async function getServiceContent(service: ServiceId, lang: Lang) {
  const belongs = (entry: { data: { service: { id: string } } }) => entry.data.service.id === service;
  const [stepsEntry] = await getCollection('serviceSteps', lang, belongs);
  const highlights = await getCollection('serviceHighlights', lang, belongs);
  const card = await getEntry('services', service, lang);
  const section = (name: 'offerings' | 'differentiators' | 'safety') =>
    highlights.find((entry) => entry.data.section === name)?.data.items ?? [];

  return {
    description: card ? shown(card.data, lang).description : '',
    steps: stepsEntry ? filledCopy(`src/content/service-steps/${stepsEntry.id}.json`, stepsEntry.data.steps, lang) : [],
    offerings: section('offerings'),
    differentiators: section('differentiators'),
    safety: section('safety'),
    testimonials: await serviceStories(service, lang),
    faqs: await faqsFor(`/services/${service}`, lang),
  };
}
