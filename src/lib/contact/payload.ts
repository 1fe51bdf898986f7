import type { ConsentRecord } from '~/lib/consent/consent';
import type { ContactFormData } from './form';

/**
 * The reCAPTCHA answer: EmailJS reads it itself (the template's reCAPTCHA setting verifies it with
 * Google), so it is the one parameter the e-mail template does not show.
 */
export const verificationParam = 'g-recaptcha-response';

/**
 * The template_params the EmailJS template reads (deploy/emailjs/contact-template.html shows every
 * one but the verification): the form's seven fields, the verification and the consent record.
 */
export interface TemplateParams extends ConsentRecord {
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
 * Maps validated form values, the verification token and the visitor's consent to the e-mail
 * template's parameters. Values stay plain text: the e-mail template, not this site, decides how
 * they are shown.
 */
export function buildTemplateParams(data: ContactFormData, recaptchaToken: string, consent: ConsentRecord): TemplateParams {
  if (!recaptchaToken) throw new Error('A verification token is required to send the contact form');
  return {
    from_name: data.name,
    from_email: data.email,
    from_phone: data.phone,
    subject: data.subject,
    message: data.message,
    preferred_country: data.preferredCountry,
    preferred_time: data.preferredTimeToCall,
    [verificationParam]: recaptchaToken,
    ...consent,
  };
}
