/**
 * The build's note on real-world figures past their check: each entry checked over a year before
 * the build day is named (a warning, never a failure), with the file to update.
 */
import { checkedOverAYearAgo, isoDay } from '~/lib/sources/age';

const warned = new Set<string>();

/** Warns once per build for each entry checked over a year before `today`. */
export function warnIfOld(file: string, entries: readonly { id: string; checked: Date }[], today = new Date()): void {
  for (const { id, checked } of entries) {
    const key = `${file} ${id}`;
    if (!checkedOverAYearAgo(checked, today) || warned.has(key)) continue;
    warned.add(key);
    console.warn(`${file}, "${id}": checked ${isoDay(checked)}, over a year ago. Check it against its sources and update "checked".`);
  }
}
