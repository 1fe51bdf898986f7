import type { EnglishCheck } from '~/lib/finder/englishScore';

// A glyph, not an icon component: a score keystroke can re-render a thousand of these.
const looks = {
  meets: { glyph: '✓', className: 'bg-success-50 text-success-700' },
  short: { glyph: '!', className: 'bg-danger-50 text-danger-700' },
  unlisted: { glyph: '?', className: 'bg-slate-100 text-slate-700' },
};

/** What a card says about the visitor's English score. */
export default function EnglishVerdict({ kind, text }: EnglishCheck) {
  const { glyph, className } = looks[kind];
  return (
    <p className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${className}`}>
      <span aria-hidden="true" className="w-3 shrink-0 text-center">
        {glyph}
      </span>
      {text}
    </p>
  );
}
