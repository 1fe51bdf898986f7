/**
 * How old a real-world figure's check is. A figure checked over a year ago still shows (as
 * indicative, with its date), but the build names it, so an editor checks it against its source.
 */

/** YYYY-MM-DD of a Date at UTC midnight, or of a date string. */
export const isoDay = (date: Date | string) => (typeof date === 'string' ? date.slice(0, 10) : date.toISOString().slice(0, 10));

/** True when `checked` is more than a year before `today` (both calendar days). */
export function checkedOverAYearAgo(checked: Date | string, today: Date | string): boolean {
  const day = isoDay(today);
  const yearBefore = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return isoDay(checked) < yearBefore;
}
