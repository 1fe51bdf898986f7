import { getCollection, getEntry } from 'astro:content';
import { faqsFor } from './faqs';
import { serviceStories } from './studentStories';

type ServiceId = 'consultation' | 'application' | 'language-training' | 'visa-support' | 'accommodation';

/**
 * Everything a service page shows from the collections, looked up by the service's id, so each page
 * stays a thin composition. A page without a list (no FAQ on Language Training) gets it empty.
 */
export async function getServiceContent(service: ServiceId) {
  const belongs = (entry: { data: { service: { id: string } } }) => entry.data.service.id === service;
  const [stepsEntry] = await getCollection('serviceSteps', belongs);
  const highlights = await getCollection('serviceHighlights', belongs);
  const card = await getEntry('services', service);
  const section = (name: 'offerings' | 'differentiators' | 'safety') =>
    highlights.find((entry) => entry.data.section === name)?.data.items ?? [];

  return {
    description: card?.data.description ?? '',
    steps: stepsEntry?.data.steps ?? [],
    offerings: section('offerings'),
    differentiators: section('differentiators'),
    safety: section('safety'),
    testimonials: await serviceStories(service),
    faqs: await faqsFor(`/services/${service}`),
  };
}
