/**
 * The contact form's option lists, by the names their words go under in the form's strings
 * ("subject.<name>", "country.<name>", "time.<name>"): the form shows and sends those words.
 */
export const subjectOptions = [
  'generalInquiry',
  'universityApplication',
  'visaAssistance',
  'scholarshipGuidance',
  'careerCounseling',
  'other',
] as const;

export const countryOptions = ['usa', 'canada', 'uk', 'australia', 'newZealand', 'germany', 'france', 'other'] as const;

export const timeOptions = ['morning', 'midday', 'afternoon', 'lateAfternoon', 'evening'] as const;
