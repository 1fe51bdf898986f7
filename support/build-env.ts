import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * The test build's stand-in settings (tests/build.env, which `npm run test:build` builds with): the
 * keys, IDs and origins the built pages carry, so specs expect what the build was given.
 */
const values = parseEnv(readFileSync(new URL('../tests/build.env', import.meta.url), 'utf8'));

function setting(name: string): string {
  const value = values[name];
  if (!value) throw new Error(`tests/build.env sets no ${name}`);
  return value;
}

export const testBuild = {
  emailjsPublicKey: setting('PUBLIC_EMAILJS_PUBLIC_KEY'),
  emailjsServiceId: setting('PUBLIC_EMAILJS_SERVICE_ID'),
  emailjsTemplateId: setting('PUBLIC_EMAILJS_TEMPLATE_ID'),
  recaptchaSiteKey: setting('PUBLIC_RECAPTCHA_SITE_KEY'),
  calcomOrigin: setting('PUBLIC_CALCOM_ORIGIN'),
  calcomEmbedOrigin: setting('PUBLIC_CALCOM_EMBED_ORIGIN'),
  calcomLink: setting('PUBLIC_CALCOM_LINK'),
  analyticsId: setting('PUBLIC_ANALYTICS_ID'),
};

/** Every setting of the file, as a small build of the site takes its environment. */
export const testBuildEnv: Record<string, string | undefined> = { ...values };
