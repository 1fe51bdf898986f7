/**
 * Timings and counts the service pages promise. Each is shown in more than
 * one place on its page (hero, facts strip, process), so it is written once here.
 */
export const serviceFacts = {
  consultation: {
    freeSession: '30-minute',
    sessions: '2-3',
    weeks: '1-2',
  },
  application: {
    universities: '5-8',
    ambitious: '2-3',
    moderate: '2-3',
    safe: '1-2',
  },
  visa: {
    startMonths: '3-4',
    /** Longer for the USA or Canada. */
    startMonthsUsaCanada: '5-6',
  },
  accommodation: {
    searchMonths: '3-4',
    /** Longer in high-demand cities. */
    searchMonthsHighDemand: '5-6',
    temporaryHousingWeeks: '1-2',
  },
} as const;
