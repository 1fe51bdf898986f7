/**
 * The contact form's option lists, written once: the form, its schema
 * and the tests import them from here.
 */
export const subjects = [
  'General Inquiry',
  'University Application',
  'Visa Assistance',
  'Scholarship Guidance',
  'Career Counseling',
  'Other',
] as const;

export const preferredCountries = ['USA', 'Canada', 'UK', 'Australia', 'New Zealand', 'Germany', 'France', 'Other'] as const;

export const preferredTimes = [
  '10:00 AM - 12:00 PM',
  '12:00 PM - 2:00 PM',
  '2:00 PM - 4:00 PM',
  '4:00 PM - 6:00 PM',
  '6:00 PM - 7:00 PM',
] as const;
