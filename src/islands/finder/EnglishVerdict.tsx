import { memo } from 'react';
import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import type { EnglishCheck } from '~/lib/finder/englishScore';

const looks = {
  meets: { Icon: CircleCheck, className: 'bg-success-50 text-success-700' },
  short: { Icon: CircleAlert, className: 'bg-danger-50 text-danger-700' },
  unlisted: { Icon: CircleHelp, className: 'bg-slate-100 text-slate-700' },
};

/** What a card says about the visitor's English score; nothing until a valid score is entered. */
function EnglishVerdict({ kind, text }: Partial<EnglishCheck>) {
  if (!kind || !text) return null;
  const { Icon, className } = looks[kind];
  return (
    <p className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

export default memo(EnglishVerdict);
