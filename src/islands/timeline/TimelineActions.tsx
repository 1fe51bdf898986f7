import { CalendarPlus, Printer, UserRound } from 'lucide-react';
import { buildShareLink } from '~/lib/contact/chatLink';
import { handOff } from '../shared/handOff';
import { say, type Words } from '~/lib/text/words';
import WhatsAppLink from '~/islands/shared/WhatsAppLink';

interface Props {
  /** Makes the .ics file's text and name. */
  calendar: () => { text: string; fileName: string };
  summary: string;
  reminderDays: number;
  contactHref: string;
  words: Words;
}

/** Put the plan in the phone's calendar, print it, share it on WhatsApp or take it to a counsellor. */
export default function TimelineActions({ calendar, summary, reminderDays, contactHref, words }: Props) {
  const download = () => {
    const { text, fileName } = calendar();
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has the file once the click is handled; the address is only kept until then.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="grid gap-3 print:hidden">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" className="btn-secondary" onClick={download} aria-describedby="timeline-calendar-hint">
          <CalendarPlus aria-hidden="true" className="size-5" />
          {say(words, 'actions.calendar')}
        </button>
        <button type="button" className="btn-outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {say(words, 'actions.print')}
        </button>
        <WhatsAppLink href={buildShareLink(summary)} label={say(words, 'shareOnWhatsApp')} newTab={say(words, 'newTab')} />
        <a className="btn-primary" href={contactHref} onClick={() => handOff(summary)}>
          <UserRound aria-hidden="true" className="size-5" />
          {say(words, 'actions.counsellor')}
        </a>
      </div>
      <p id="timeline-calendar-hint" className="text-sm text-slate-600">
        {say(words, 'actions.calendarHint', { days: reminderDays })}
      </p>
    </div>
  );
}
