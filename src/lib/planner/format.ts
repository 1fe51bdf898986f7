/** How the planner writes its dates and numbers (the same on the server and in the browser). */

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-01" → "1 November 2026" */
export function formatDay(isoDate: string): string {
  return day.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Rates as of 1 November 2026" */
export const ratesAsOf = (isoDate: string) => `Rates as of ${formatDay(isoDate)}`;

/** "1 year", "1.5 years" */
export function yearsLabel(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** "12 months", "1 month" */
export function monthsLabel(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}
