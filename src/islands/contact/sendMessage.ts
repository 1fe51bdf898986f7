import type { ContactFormConfig } from '~/lib/contact/config';
import type { TemplateParams } from '~/lib/contact/payload';
import { emailjsGuards, isOwnStamp, paceBefore, sendPace } from '~/lib/contact/sendPace';

/** EmailJS's stamp of the last send's start (src/lib/contact/sendPace.ts); storage may be switched off. */
const stamps = {
  read: () => {
    try {
      return localStorage.getItem(sendPace.id);
    } catch {
      return null;
    }
  },
  drop: () => {
    try {
      localStorage.removeItem(sendPace.id);
    } catch {
      // Nothing stored, nothing to drop.
    }
  },
};

/** How long (ms) the next send must wait for EmailJS's pace: 0 when it may go now. */
export function waitBeforeSending(): number {
  const { waitMs, dropStamp } = paceBefore(stamps.read(), Date.now());
  if (dropStamp) stamps.drop();
  return waitMs;
}

/**
 * Sends the message through EmailJS's JSON `send` (POST https://api.emailjs.com/api/v1.0/email/send)
 * with its guards. The library is loaded on first submit, so the page does not carry it until
 * someone sends. Rejects on any failure: the network, a non-OK answer (400, 429, 500 …) or the
 * library's own checks (an automated browser, a send within the pace); a failed send takes its
 * stamp back, so the retry is not held to the pace of a message that never went.
 */
export async function sendMessage(config: ContactFormConfig, params: TemplateParams): Promise<void> {
  const { send } = await import('@emailjs/browser');
  const attemptStart = Date.now();
  try {
    await send(config.emailjsServiceId, config.emailjsTemplateId, { ...params }, { publicKey: config.emailjsPublicKey, ...emailjsGuards });
  } catch (error) {
    if (isOwnStamp(stamps.read(), attemptStart)) stamps.drop();
    throw error;
  }
}
