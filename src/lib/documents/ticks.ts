/**
 * The documents a family has ticked, kept on their device (localStorage), never sent anywhere: this
 * module reads what was saved (tolerating anything an old version or a curious visitor left there)
 * and writes it back.
 */
export const ticksKey = 'document-ticks';

/** Far above the number of documents, so a tampered entry cannot grow without bound. */
const ticksLimit = 200;

export function parseTicks(raw: string | null): Set<string> {
  if (!raw) return new Set();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return new Set();
  }
  if (!Array.isArray(value)) return new Set();
  return new Set(value.filter((id): id is string => typeof id === 'string' && /^[a-z0-9-]{1,60}$/.test(id)).slice(0, ticksLimit));
}

export function serialiseTicks(ticks: ReadonlySet<string>): string {
  return JSON.stringify([...ticks].sort());
}

/** The ticks with the document ticked or unticked. */
export function setTick(ticks: ReadonlySet<string>, id: string, ticked: boolean): Set<string> {
  const next = new Set(ticks);
  if (ticked) next.add(id);
  else next.delete(id);
  return next;
}
