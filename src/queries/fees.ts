import { getEntry } from './collections';
import type { Lang } from '~/config/languages';

/** The fee schedule (src/content/fees/fees.json, entry "schedule"): packages, services, refunds, how we are paid. */
export async function feeSchedule(lang: Lang) {
  const entry = await getEntry('fees', 'schedule', lang);
  if (!entry) throw new Error('src/content/fees/fees.json has no "schedule" entry');
  return entry.data;
}
