import { MessageCircle } from 'lucide-react';

/**
 * The green WhatsApp button the planning tools and finders hand a summary over with: it opens in a
 * new tab, which a screen reader hears after the label.
 */
export default function WhatsAppLink({ href, label, newTab }: { href: string; label: string; newTab: string }) {
  return (
    <a className="btn bg-[#0b6130] text-white hover:bg-[#08522b]" href={href} target="_blank" rel="noopener noreferrer">
      <MessageCircle aria-hidden="true" className="size-5" />
      {label}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
