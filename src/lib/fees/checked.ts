/**
 * Prices are real-world figures: each is shown as indicative with the month it was last checked.
 * A checked date is a calendar day, formatted in UTC so no visitor sees the month before.
 */
import { calendarDate } from '~/lib/text/localeFormats';

/** "November 2026" ("नवंबर 2026" with 'hi-IN'), in the page's locale. */
export const checkedMonth = (checked: Date, locale: string): string => calendarDate(checked, locale, 'month');
