import { Mail, MessageCircle, Phone } from 'lucide-react';
import { fillIn } from '~/lib/text/placeholders';
import type { ContactFormStrings } from '../ContactForm';

export interface Channels {
  phoneDisplay: string;
  phoneHref: string;
  email: string;
  chatHref: string;
}

/** Phone, e-mail and WhatsApp, offered wherever the form cannot send. */
export default function DirectChannels({ channels, s }: { channels: Channels; s: ContactFormStrings }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
      <li>
        <a className="link inline-flex items-center gap-2" href={channels.phoneHref}>
          <Phone aria-hidden="true" className="size-4" />
          {fillIn(s['channel.call'], { phone: channels.phoneDisplay })}
        </a>
      </li>
      <li>
        <a className="link inline-flex items-center gap-2" href={`mailto:${channels.email}`}>
          <Mail aria-hidden="true" className="size-4" />
          {fillIn(s['channel.email'], { email: channels.email })}
        </a>
      </li>
      <li>
        <a className="link inline-flex items-center gap-2" href={channels.chatHref} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" className="size-4" />
          {s['channel.whatsApp']}
          <span className="sr-only"> {s.newTab}</span>
        </a>
      </li>
    </ul>
  );
}
