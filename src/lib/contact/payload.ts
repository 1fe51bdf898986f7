import type { ContactFormData } from './form';

/** The template_params the EmailJS template reads, exactly these eight keys. */
export interface TemplateParams {
  from_name: string;
  from_email: string;
  from_phone: string;
  subject: string;
  message: string;
  preferred_country: string;
  preferred_time: string;
  'g-recaptcha-response': string;
}

/**
 * Maps validated form values and the verification token to the e-mail template's parameters.
 * Values stay plain text: the e-mail template, not this site, decides how they are shown.
 */
export function buildTemplateParams(data: ContactFormData, recaptchaToken: string): TemplateParams {
  if (!recaptchaToken) throw new Error('A verification token is required to send the contact form');
  return {
    from_name: data.name,
    from_email: data.email,
    from_phone: data.phone,
    subject: data.subject,
    message: data.message,
    preferred_country: data.preferredCountry,
    preferred_time: data.preferredTimeToCall,
    'g-recaptcha-response': recaptchaToken,
  };
}
