import type { MoneyRange } from '~/lib/money/range';
import { fillIn } from '~/lib/text/placeholders';

/** A low-to-high range that may wrap between its two ends, never inside one; `to` words the high end: "to {max}". */
export default function Amount({ range, format, to }: { range: MoneyRange; format: (amount: number) => string; to: string }) {
  if (range.min === range.max) return <span className="whitespace-nowrap">{format(range.min)}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{format(range.min)}</span>{' '}
      <span className="whitespace-nowrap">{fillIn(to, { max: format(range.max) })}</span>
    </>
  );
}
