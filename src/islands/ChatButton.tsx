import { MessageCircle } from 'lucide-react';

interface Props {
  href: string;
  /** The button's words. */
  label: string;
  /** Where it leads, for screen readers ("on WhatsApp (opens in a new tab)"). */
  where: string;
}

/**
 * The floating chat link, a hydrated island. It appears one second after load through a CSS
 * animation delay, so it shows up even before (or without) hydration; hover and focus ease in 0.2 s.
 * Where it would cover a control of the first screen it waits, hidden, while its landmark says
 * `data-chat-waiting="true"` (QuickActions.astro), and fades in once the page scrolls. Where scripts
 * run, the entrance's delay is three seconds while the landmark says "undecided" or "true"; a
 * decision to show shortens it again, and a running animation takes the new delay without starting
 * over. Waiting keeps the long delay because hiding takes the 0.2 s of the visibility transition: an
 * entrance due at one second would otherwise play through the end of it, a flash of the link.
 */
export default function ChatButton({ href, label, where }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-chat-button
      className="group fixed bottom-6 left-6 z-30 inline-flex h-14 items-center gap-2 rounded-full bg-chat px-4 text-white shadow-lg transition-[background-color,opacity,translate,visibility] duration-200 animate-appear-late [@media(scripting:enabled)]:group-data-[chat-waiting=true]/quick:[animation-delay:3s] [@media(scripting:enabled)]:group-data-[chat-waiting=undecided]/quick:[animation-delay:3s] hover:-translate-y-0.5 hover:bg-chat-hover focus-visible:-translate-y-0.5 group-data-[chat-waiting=true]/quick:invisible group-data-[chat-waiting=true]/quick:translate-y-3 group-data-[chat-waiting=true]/quick:opacity-0"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      <span className="text-sm font-semibold">{label}</span>
      <span className="sr-only"> {where}</span>
    </a>
  );
}
