import type { MoneyRange } from '~/lib/money/range';

/** A low-to-high range that may wrap between its two ends, never inside one. */
export default function Amount({ range, format }: { range: MoneyRange; format: (amount: number) => string }) {
  if (range.min === range.max) return <span className="whitespace-nowrap">{format(range.min)}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{format(range.min)}</span> <span className="whitespace-nowrap">to {format(range.max)}</span>
    </>
  );
}
