/**
 * Prices are real-world figures: each is shown as indicative with the month it was last checked.
 * A checked date is a calendar day, formatted in UTC so no visitor sees the month before.
 */
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "November 2026" */
export const checkedMonth = (checked: Date): string => monthYear.format(checked);
