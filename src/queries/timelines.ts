/**
 * Each destination's application timeline (src/content/application-timelines/<country>.json) in the
 * destinations' order, as plain island props; a destination without exactly one fails the build.
 */
import { eachDestinationWith } from './perDestination';
import type { Timeline } from '~/lib/timeline/plan';
import type { Lang } from '~/config/languages';

export async function applicationTimelines(lang: Lang): Promise<Timeline[]> {
  return (await eachDestinationWith('applicationTimelines', lang)).map(({ destination, entry }) => {
    const { intakes, reminderDays, steps } = entry.data;
    return {
      country: destination.id,
      name: destination.name,
      intakes,
      reminderDays,
      steps: steps.map(({ checked, ...step }) => ({ ...step, checked: checked.toISOString().slice(0, 10) })),
    };
  });
}
