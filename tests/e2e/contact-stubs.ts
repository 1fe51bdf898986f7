import type { Page, Request, Route } from '@playwright/test';

/**
 * The contact form's third parties, stubbed at the network: Google's reCAPTCHA script (a stand-in
 * that draws the checkbox) and EmailJS's send endpoint. Our own code runs as shipped.
 */
export const emailjsSend = 'https://api.emailjs.com/api/v1.0/email/send';
export const recaptchaScript = /^https:\/\/(www\.google\.com|www\.recaptcha\.net)\/recaptcha\//;

/** The stand-in checkbox's label: Google's words, not ours, the same on every page. */
export const robotCheckLabel = "I'm not a robot";

/**
 * A stand-in for Google's api.js: draws a labelled checkbox whose ticking calls the widget's callback
 * with a token, supports reset/getResponse, exposes the expiry for tests, and calls the onload
 * callback named in the script URL once loaded, as the real script does.
 */
const fakeRecaptcha = `(() => {
  const widgets = [];
  let issued = 0;
  window.__recaptchaRenders = [];
  window.grecaptcha = {
    render(container, params) {
      const el = typeof container === 'string' ? document.getElementById(container) : container;
      el.style.width = '304px'; // the real widget's fixed frame size
      el.style.height = '78px';
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      label.append(box, ' ' + ${JSON.stringify(robotCheckLabel)});
      el.appendChild(label);
      const widget = { box, token: '', params };
      const id = widgets.push(widget) - 1;
      window.__recaptchaRenders.push({ sitekey: params.sitekey, theme: params.theme, size: params.size, badge: params.badge });
      box.addEventListener('change', () => {
        if (box.checked) { widget.token = 'test-token-' + ++issued; params.callback(widget.token); }
      });
      window.__expireRecaptcha = () => { box.checked = false; widget.token = ''; params['expired-callback'](); };
      return id;
    },
    reset(id = 0) { const w = widgets[id]; if (w) { w.box.checked = false; w.token = ''; } },
    getResponse(id = 0) { return widgets[id] ? widgets[id].token : ''; },
    execute() {},
  };
  const script = document.currentScript;
  const onload = new URL(script.src).searchParams.get('onload');
  script.addEventListener('load', () => setTimeout(() => onload && window[onload]()));
})();`;

export async function stubRecaptcha(page: Page) {
  await page.route(recaptchaScript, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeRecaptcha }));
}

/**
 * EmailJS refuses to send from a browser driven by automation (`navigator.webdriver`), as every
 * build asks it to: a test that sends shows its browser as a visitor's, as it is to the page.
 */
async function asVisitorsBrowser(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
}

/** Answers every send with the given handler, in a visitor's browser, and returns the requests it saw. */
export async function stubEmailjs(page: Page, handler: (route: Route) => Promise<void> | void) {
  await asVisitorsBrowser(page);
  const seen: Request[] = [];
  await page.route('https://api.emailjs.com/**', async (route) => {
    seen.push(route.request());
    await handler(route);
  });
  return seen;
}
