/**
 * The outbound chat link: the phone's digits and the URL-encoded message as `text`.
 * WhatsApp's click-to-chat wants the international number without '+', spaces or punctuation.
 */
export function buildChatLink(phoneNumber: string, message: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) {
    throw new Error(`Chat link needs an international phone number of 7 to 15 digits, got "${phoneNumber}"`);
  }
  const text = message.trim();
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** A WhatsApp link that shares a message with whoever the visitor picks (no number of ours). */
export function buildShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message.trim())}`;
}
