/**
 * Cal.com's documented embed loader, written here rather than taken from its snippet package (whose
 * client-side code comes under the AGPL): `Cal(...)` is a function that keeps each call in `Cal.q`
 * until the embed script, added to the page once, takes the queue over and runs it. Nothing of the
 * booking service loads before this is called.
 */
export type CalApi = ((...args: unknown[]) => void) & { q: unknown[][]; ns: Record<string, unknown>; loaded: boolean };

type CalWindow = Window & { Cal?: CalApi };

/** `Cal`, adding the embed script the first time; `onError` hears that the script could not load. */
export function loadCal(scriptUrl: string, onError: () => void): CalApi {
  const w = window as CalWindow;
  if (w.Cal) return w.Cal;
  const cal = function (...args: unknown[]) {
    // Looked up on each call: once loaded, the embed script replaces the queue's push.
    cal.q.push(args);
  } as CalApi;
  cal.q = [];
  cal.ns = {};
  cal.loaded = true;
  w.Cal = cal;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.addEventListener('error', onError);
  document.head.append(script);
  return cal;
}

/** Forgets a failed load, so the next tap tries again from the start. */
export function forgetCal(scriptUrl: string) {
  delete (window as CalWindow).Cal;
  document.querySelector(`script[src="${CSS.escape(scriptUrl)}"]`)?.remove();
}
