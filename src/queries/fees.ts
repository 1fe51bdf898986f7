import { getEntry } from './collections';

/** The fee schedule (src/content/fees/fees.json, entry "schedule"): packages, services, refunds, how we are paid. */
export async function feeSchedule() {
  const entry = await getEntry('fees', 'schedule');
  if (!entry) throw new Error('src/content/fees/fees.json has no "schedule" entry');
  return entry.data;
}
