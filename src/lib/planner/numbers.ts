/**
 * Reading a number a visitor typed: digits with the separators people write ("5,00,000", "25 000",
 * "₹5,00,000"), never exponents, words or hex. Says what is wrong instead of guessing.
 */
type ReadNumber = { ok: true; value: number } | { ok: false; problem: 'empty' | 'negative' | 'format' };

export function readNumber(raw: string, maxDecimals: number): ReadNumber {
  const text = raw.replace(/[\s,_₹$£]/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const [, minus, whole, fraction = ''] = match;
  if (fraction.length > maxDecimals) return { ok: false, problem: 'format' };
  const value = Number(`${whole}.${fraction || '0'}`);
  if (minus && value !== 0) return { ok: false, problem: 'negative' };
  return { ok: true, value };
}

/** A number within [min, max] with at most `maxDecimals` decimals, or the message to show. */
export function boundedNumber(
  raw: string,
  {
    min,
    max,
    maxDecimals = 0,
    messages,
  }: { min: number; max: number; maxDecimals?: number; messages: { empty: string; invalid: string; negative?: string } },
): { value: number; error?: undefined } | { value?: undefined; error: string } {
  const read = readNumber(raw, maxDecimals);
  if (!read.ok) {
    if (read.problem === 'empty') return { error: messages.empty };
    if (read.problem === 'negative') return { error: messages.negative ?? messages.invalid };
    return { error: messages.invalid };
  }
  if (read.value < min || read.value > max) return { error: messages.invalid };
  return { value: read.value };
}
