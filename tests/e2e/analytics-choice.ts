/**
 * The analytics banner and the footer's "Analytics settings", found by their words in the content
 * (src/content/strings/<lang>/layout.json), and Google Analytics stubbed at the network.
 */
import type { Page, Request } from '@playwright/test';
import { stringsOf, type Lang } from './expected';

export const choiceWords = (lang: Lang = 'en') => stringsOf('layout', lang);

/** The banner, a region named by its title. */
export const choiceBanner = (page: Page, lang: Lang = 'en') => page.getByRole('region', { name: choiceWords(lang)['analytics.title'] });

export function choiceControls(page: Page, lang: Lang = 'en') {
  const words = choiceWords(lang);
  const banner = choiceBanner(page, lang);
  return {
    banner,
    allow: banner.getByRole('button', { name: words['analytics.allow'], exact: true }),
    refuse: banner.getByRole('button', { name: words['analytics.refuse'], exact: true }),
    settings: page.getByRole('contentinfo').getByRole('button', { name: words['analytics.settings'] }),
  };
}

export const gtagScript = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
export const collectEndpoint = /^https:\/\/[a-z0-9.]*google-analytics\.com\/g\/collect/;

/**
 * A stand-in for gtag.js that, like the real one, reads the data layer and sends each event (a
 * config's page view included) to GA4's collect endpoint with its name as `en`; the test answers
 * that endpoint itself.
 */
const standInGtag = `(() => {
  const send = (args) => {
    const [command, name] = Array.from(args);
    if (command === 'config') navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2&en=page_view&tid=' + encodeURIComponent(name));
    if (command === 'event') navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2&en=' + encodeURIComponent(name));
  };
  const layer = window.dataLayer = window.dataLayer || [];
  layer.forEach(send);
  const push = layer.push.bind(layer);
  layer.push = (...items) => { items.forEach(send); return push(...items); };
})();`;

/** Answers gtag.js with the stand-in and GA4's collect endpoint with 204; returns the requests to each. */
export async function stubAnalytics(page: Page) {
  const scripts: Request[] = [];
  const collected: URL[] = [];
  await page.route(gtagScript, (route) => {
    scripts.push(route.request());
    return route.fulfill({ contentType: 'text/javascript', body: standInGtag });
  });
  await page.route(collectEndpoint, (route) => {
    collected.push(new URL(route.request().url()));
    return route.fulfill({ status: 204, body: '' });
  });
  return { scripts, collected };
}

/** The data layer's commands as plain arrays (gtag queues Arguments objects). */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map(
      (args) => JSON.parse(JSON.stringify(Array.from(args))) as unknown[],
    ),
  );
