import type { Page, Request } from '@playwright/test';
import { testBuild } from './build-env.ts';

/**
 * The booking calendar (Cal.com), stubbed at the network on the origins the test build is configured
 * with (tests/build.env: PUBLIC_CALCOM_ORIGIN for the booking pages, PUBLIC_CALCOM_EMBED_ORIGIN for
 * the embed script, two origins as Cal.com's cloud serves them, and PUBLIC_CALCOM_LINK).
 * The stand-in embed script does what the real one does for our page: takes over the `Cal` queue,
 * adds its own <style> (to the page and to a shadow root, as the real embed does), frames the event's
 * booking page with the prefill in its query, and reports the frame's events (linkReady, and the
 * booking as bookingSuccessfulV2 and the older bookingSuccessful) to the `Cal("on")` callbacks.
 */
export const bookingOrigin = testBuild.calcomOrigin;
export const embedOrigin = testBuild.calcomEmbedOrigin;
export const calLink = testBuild.calcomLink;
export const embedScript = `${embedOrigin}/embed/embed.js`;

/** The instant the stand-in's booking page books: 10:00 UTC, 15:30 in India. */
export const bookedStartTime = '2026-12-03T10:00:00.000Z';

const standInEmbed = `(() => {
  const Cal = window.Cal;
  if (!Cal || !Cal.q) throw new Error('Cal is not defined');
  document.head.appendChild(document.createElement('style')).textContent = '.cal-embed { border: 0; }';
  let origin = '';
  const listeners = {};
  const fire = (type, data) => {
    const detail = { type, namespace: '', fullType: 'CAL::' + type, data };
    for (const callback of listeners[type] || []) callback(new CustomEvent('CAL::' + type, { detail }));
  };
  const api = {
    init(options) { origin = options.origin; },
    on({ action, callback }) { (listeners[action] = listeners[action] || []).push(callback); },
    inline({ elementOrSelector, calLink, config }) {
      const parent = typeof elementOrSelector === 'string' ? document.querySelector(elementOrSelector) : elementOrSelector;
      const host = parent.appendChild(document.createElement('cal-inline'));
      host.attachShadow({ mode: 'open' }).innerHTML = '<style>:host { display: block; height: 100%; }</style><slot></slot>';
      const url = new URL(origin + '/' + calLink);
      url.searchParams.set('embed', '');
      for (const [key, value] of Object.entries(config || {})) url.searchParams.set(key, value);
      const frame = document.createElement('iframe');
      frame.className = 'cal-embed';
      frame.title = 'Booking calendar';
      frame.style.width = '100%';
      frame.style.height = '100%';
      frame.addEventListener('load', () => fire('linkReady', {}));
      frame.src = url.href;
      host.appendChild(frame);
    },
  };
  addEventListener('message', (event) => {
    if (event.origin !== origin || !event.data || typeof event.data.fullType !== 'string') return;
    fire(event.data.fullType.split(':')[2], event.data.data);
  });
  const run = (args) => { const [method, arg] = Array.from(args); if (api[method]) api[method](arg); };
  Cal.q.forEach(run);
  Cal.q.splice(0);
  Cal.q.push = run;
})();`;

const bookingPage = `<!doctype html><html lang="en"><title>Free consultation</title>
<h1>Free consultation</h1>
<button type="button" id="confirm">Confirm booking</button>
<script>
  document.getElementById('confirm').addEventListener('click', () => {
    const startTime = ${JSON.stringify(bookedStartTime)};
    const endTime = new Date(Date.parse(startTime) + 30 * 60000).toISOString();
    parent.postMessage({ fullType: 'CAL::bookingSuccessfulV2', data: { uid: 'b-1', title: 'Free consultation', startTime, endTime, eventTypeId: 1, status: 'ACCEPTED', paymentRequired: false, isRecurring: false } }, '*');
    parent.postMessage({ fullType: 'CAL::bookingSuccessful', data: { booking: {}, eventType: {}, date: startTime, duration: 30, organizer: { name: 'Counsellor', email: 'c@example.org', timeZone: 'Asia/Kolkata' }, confirmed: true } }, '*');
  });
</script></html>`;

/**
 * Serves the stand-in, the embed script on its origin and the booking page on the booking origin
 * (each only there), and returns every request the page made to either.
 */
export async function stubBookingService(page: Page, embed: 'works' | 'blocked' | 'fails' = 'works'): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`${embedOrigin}/**`, async (route) => {
    seen.push(route.request());
    if (route.request().url() !== embedScript) return route.fulfill({ status: 404, body: '' });
    if (embed === 'blocked') return route.abort('blockedbyclient');
    if (embed === 'fails') return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    return route.fulfill({ contentType: 'text/javascript', body: standInEmbed });
  });
  await page.route(`${bookingOrigin}/**`, async (route) => {
    seen.push(route.request());
    const url = new URL(route.request().url());
    if (url.pathname === `/${calLink}`) return route.fulfill({ contentType: 'text/html', body: bookingPage });
    return route.fulfill({ status: 404, body: '' });
  });
  return seen;
}
