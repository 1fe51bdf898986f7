/**
 * Which public settings the contact form needs, and whether they are all present. A fresh clone has
 * none: the page then says so at build time and the form points visitors to the direct channels.
 */
export interface ContactEnv {
  PUBLIC_EMAILJS_PUBLIC_KEY?: string | undefined;
  PUBLIC_EMAILJS_SERVICE_ID?: string | undefined;
  PUBLIC_EMAILJS_TEMPLATE_ID?: string | undefined;
  PUBLIC_RECAPTCHA_SITE_KEY?: string | undefined;
}

export interface ContactFormConfig {
  emailjsPublicKey: string;
  emailjsServiceId: string;
  emailjsTemplateId: string;
  recaptchaSiteKey: string;
}

const required = [
  'PUBLIC_EMAILJS_PUBLIC_KEY',
  'PUBLIC_EMAILJS_SERVICE_ID',
  'PUBLIC_EMAILJS_TEMPLATE_ID',
  'PUBLIC_RECAPTCHA_SITE_KEY',
] as const satisfies readonly (keyof ContactEnv)[];

export function missingContactSettings(env: ContactEnv): string[] {
  return required.filter((name) => !env[name]?.trim());
}

/** The form's settings, or null when any is missing (the form then cannot send). */
export function contactFormConfig(env: ContactEnv): ContactFormConfig | null {
  if (missingContactSettings(env).length > 0) return null;
  return {
    emailjsPublicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY!.trim(),
    emailjsServiceId: env.PUBLIC_EMAILJS_SERVICE_ID!.trim(),
    emailjsTemplateId: env.PUBLIC_EMAILJS_TEMPLATE_ID!.trim(),
    recaptchaSiteKey: env.PUBLIC_RECAPTCHA_SITE_KEY!.trim(),
  };
}

export function missingSettingsWarning(missing: readonly string[]): string {
  return `[contact] The contact form cannot send: set ${missing.join(', ')} in the build environment or .env (EmailJS and reCAPTCHA v2 public keys). Until then /contact points visitors to phone, e-mail and WhatsApp.`;
}
