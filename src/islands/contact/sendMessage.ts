import { emailjsGuards, type ContactFormConfig } from '~/lib/contact/config';
import type { TemplateParams } from '~/lib/contact/payload';

/**
 * Sends the message through EmailJS's JSON `send` (POST https://api.emailjs.com/api/v1.0/email/send).
 * The library is loaded on first submit, so the page does not carry it until someone sends.
 * Rejects on any failure: the network, a non-OK answer (400, 429, 500 …) or the library's own checks
 * (an automated browser, a second message within the rate limit).
 */
export async function sendMessage(config: ContactFormConfig, params: TemplateParams): Promise<void> {
  const { send } = await import('@emailjs/browser');
  await send(config.emailjsServiceId, config.emailjsTemplateId, { ...params }, {
    publicKey: config.emailjsPublicKey,
    ...emailjsGuards(config.guards),
  });
}
