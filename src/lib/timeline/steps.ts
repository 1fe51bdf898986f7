/**
 * The steps of an application, from the shortlist to the flight, in the order a family meets them.
 * Each destination's timeline (src/content/application-timelines/) dates them by lead time and by its
 * real deadlines; their names and "what to do" come from content.
 */
export const stepKinds = [
  'shortlist',
  'tests',
  'sop',
  'applications',
  'scholarships',
  'offer',
  'loan',
  'visa',
  'accommodation',
  'flights',
] as const;
export type StepKind = (typeof stepKinds)[number];
