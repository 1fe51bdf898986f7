/**
 * Each destination's application timeline (src/content/application-timelines/<country>.json) in the
 * destinations' order, as plain island props; a destination without exactly one fails the build.
 */
import { getCollection } from './collections';
import type { Timeline } from '~/lib/timeline/plan';
import { byOrder } from '~/lib/lists/order';
import type { Lang } from '~/config/languages';

export async function applicationTimelines(lang: Lang): Promise<Timeline[]> {
  const [destinations, entries] = await Promise.all([getCollection('destinations', lang), getCollection('applicationTimelines', lang)]);
  return destinations
    .map((entry) => entry.data)
    .sort(byOrder)
    .map((destination) => {
      const matching = entries.filter((entry) => entry.data.country.id === destination.id);
      if (matching.length !== 1) {
        throw new Error(`${destination.name} needs exactly one timeline in src/content/application-timelines/ (found ${matching.length})`);
      }
      const { intakes, reminderDays, steps } = matching[0]!.data;
      return {
        country: destination.id,
        name: destination.name,
        intakes,
        reminderDays,
        steps: steps.map(({ checked, ...step }) => ({ ...step, checked: checked.toISOString().slice(0, 10) })),
      };
    });
}
