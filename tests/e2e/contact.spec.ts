import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { limits } from '../../src/lib/contact/form';
import { mapsSearchUrl } from '../../src/lib/contact/map';
import { langCodes, languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { addressLine, contact } from '../../src/config/site';
import { pageCopy, shown, stringsOf, type Lang } from './expected';
import { ageChoice, agreeAsAdult, agreeBox, consentWords, consentWordsIn, expectedRecord } from './consent';
import {
  contactForm,
  expectDetailsShown,
  formMessages,
  formWords,
  sentParams,
  typeDetails,
  type Details,
  type FormWords,
} from './contact-form';
import { emailjsSend, recaptchaScript, stubEmailjs, stubRecaptcha } from './contact-stubs';
import { testBuild } from '../../support/build-env.ts';
import { fillIn } from '../../src/lib/text/placeholders';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';

/**
 * The contact page in a real browser. EmailJS, reCAPTCHA and Google Maps are third parties we cannot
 * reach here: they are stubbed at the network, our code runs as shipped, EmailJS's guards included.
 * The test build's keys are stand-ins (tests/build.env).
 *
 * What a visitor reads depends on the page's language, so the page and every state of its form
 * (sent, refused, waiting, failed, invalid, too long, blocked, tailored) are checked in each language
 * of src/config/languages.ts, every word read from that language's strings; what does not depend on
 * the language (how each kind of failure is told apart, the guards, hostile input, the draft's
 * storage) is checked once, in English. What reaches EmailJS depends on the page's language only
 * where the consent record names it: the page's language and the notices it showed.
 */

/** A visitor of the page in one language: the words they read, and details typed as they would type them. */
interface Visitor {
  lang: Lang;
  path: string;
  words: FormWords;
  consent: Record<string, string>;
  typed: Details;
  /** A name in the language's own script or spelling, which the form must take as a name. */
  otherName: string;
  /** A letter of the language's script, for a message of 10,000 of them. */
  letter: string;
}

const details: Record<Lang, Omit<Visitor, 'lang' | 'path' | 'words' | 'consent'>> = {
  en: {
    typed: {
      name: 'Aarav Mehta',
      email: 'aarav.mehta@example.com',
      phone: '+91 98100 12345',
      subject: 'universityApplication',
      message: 'I am looking at MS in Computer Science programmes in Canada for the Fall intake.',
      country: 'canada',
      time: 'lateAfternoon',
    },
    otherName: 'Zoë Ōkubo-Núñez',
    letter: 'a',
  },
  hi: {
    typed: {
      name: 'आरव मेहता',
      email: 'aarav.mehta@example.com',
      phone: '+91 98100 12345',
      subject: 'scholarshipGuidance',
      message: 'मैं कनाडा में कंप्यूटर साइंस में एमएस करना चाहता हूँ।',
      country: 'canada',
      time: 'evening',
    },
    otherName: 'अनन्या श्रीवास्तव',
    letter: 'क',
  },
};
const visitors: Visitor[] = langCodes.map((lang) => ({
  lang,
  path: pathInLanguage('/contact', lang, languageCodes),
  words: formWords(lang),
  consent: consentWordsIn(lang),
  ...details[lang],
}));
const [english] = visitors;

// The consultancy's own details, from the content: change them there and these tests follow.
const tel = `tel:${contact.phoneE164}`;
const mailto = `mailto:${contact.email}`;
const chatBase = `^https://wa\\.me/${contact.phoneE164.replace(/\D/g, '')}`;
const chatLink = new RegExp(`${chatBase}\\?text=`);
const mapsOrigin = /^https:\/\/(www\.)?google\.com\/maps/;
const ok = (route: Route) => route.fulfill({ status: 200, body: 'OK' });
/** A pattern for text found within a longer text (an accessible description). */
const containing = (text: string) => new RegExp(escapeRegExp(text));

function thirdPartyRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith('http://127.0.0.1') && !url.startsWith('data:')) urls.push(url);
  });
  return urls;
}

/** Opens a contact page (the visitor's, or `path`), scrolls to its form (which hydrates it) and waits until it can be used. */
async function openForm(page: Page, v: Visitor, path = v.path) {
  await page.goto(path);
  const f = contactForm(page, v.words);
  await f.form.scrollIntoViewIfNeeded();
  await expect(f.fullName).toBeEnabled();
  return f;
}

/** Types the visitor's details (or `values`) in their words and ticks the agreement. */
async function fillForm(page: Page, v: Visitor, values = v.typed) {
  const f = contactForm(page, v.words);
  await typeDetails(page, values, v.words);
  // Nothing is sent without consent (consent.spec.ts tests the refusal and the age groups).
  await agreeAsAdult(f.form, v.consent);
  return f;
}

/** Types the details, ticks the agreement and the robot check, and presses Send. */
async function sendDetails(page: Page, v: Visitor) {
  const f = await fillForm(page, v);
  await f.robotCheck.check();
  await f.send.click();
  return f;
}

/** The status line that thanks the visitor. */
const thanks = (page: Page | Locator, v: Visitor) => page.getByRole('status').filter({ hasText: formMessages(v.words).success });

for (const v of visitors) {
  const s = stringsOf('contact', v.lang);
  const copy = pageCopy('contact', v.lang);
  const { facts } = shown(v.lang);
  const messages = formMessages(v.words);

  test.describe(`${v.path}`, () => {
    test('shows the hero, the three channels, the office, the form and the closing banner in its language', async ({ page }) => {
      await page.goto(v.path);
      await expect(page.locator('html')).toHaveAttribute('lang', v.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      const main = page.getByRole('main');
      await expect(main.getByText(facts.contact.hours).first()).toBeVisible();
      await expect(main.getByRole('link', { name: contact.phoneDisplay }).first()).toHaveAttribute('href', tel);
      await expect(main.getByRole('link', { name: contact.email }).first()).toHaveAttribute('href', mailto);
      await expect(main.getByText(facts.contact.replyPromise).first()).toBeVisible();
      // The opening hours are written in the page's language in its footer too, never marked as another.
      await expect(page.getByRole('contentinfo').getByText(facts.contact.hours, { exact: true })).not.toHaveAttribute('lang', /./);

      for (const title of [s['channels.call.title']!, s['channels.email.title']!, s['channels.whatsApp.title']!]) {
        await expect(main.getByRole('heading', { name: title, level: 3 })).toBeVisible();
      }
      const whatsapp = main.getByRole('link', { name: `${s['channels.whatsApp.link']} ${s['channels.whatsApp.where']}` });
      await expect(whatsapp).toHaveAttribute('href', chatLink);
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

      await expect(main.getByRole('heading', { name: copy.sections.getInTouch!.title, level: 2 })).toBeVisible();
      await expect(main.getByText(s['noScript.title']!)).toBeHidden();
      // The office's card is named by its city and gives its address in the page's language, as the footer does;
      // the map searches for the address as it is written in English.
      await expect(main.getByRole('heading', { name: copy.sections.offices!.title, level: 2 })).toBeVisible();
      const office = main.getByRole('article', { name: facts.headOffice.city });
      await expect(office.getByText(s['office.head']!)).toBeVisible();
      await expect(office.getByText(facts.headOffice.address, { exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(facts.headOffice.address, { exact: true })).toBeVisible();
      await expect(office.getByRole('link', { name: contact.email })).toBeVisible();
      await expect(office.getByText(facts.contact.hours)).toBeVisible();
      const maps = office.getByRole('link', { name: new RegExp(escapeRegExp(s['office.mapLink']!)) });
      await expect(maps).toHaveAttribute('href', mapsSearchUrl(addressLine));
      await expect(maps).toHaveAttribute('target', '_blank');
      await expect(maps).toHaveAttribute('rel', 'noopener noreferrer');

      // The form's controls in the page's words, its lists in the form's order.
      const f = contactForm(page, v.words);
      await f.form.scrollIntoViewIfNeeded();
      await expect(f.send).toHaveText(v.words.send!);
      const offered = (list: string) =>
        Object.entries(v.words)
          .filter(([key]) => key.startsWith(`${list}.`))
          .map(([, text]) => text);
      await expect(f.subject.locator('option')).toHaveText([v.words['choose.subject']!, ...offered('subject')]);
      await expect(f.country.locator('option')).toHaveText([v.words['choose.country']!, ...offered('country')]);
      await expect(f.time.locator('option')).toHaveText([v.words['choose.time']!, ...offered('time')]);

      await expect(main.getByRole('heading', { name: copy.closing!.title, level: 2 })).toBeVisible();
      await expect(main.getByRole('link', { name: stringsOf('navigation', v.lang)['action.bookConsultation'] })).toHaveAttribute(
        'href',
        `${v.path}?purpose=consultation`,
      );
    });

    test('sends the typed details to EmailJS, then thanks the visitor, clears the form and resets the check', async ({ page }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, ok);
      await openForm(page, v);
      const f = await sendDetails(page, v);

      await expect(thanks(page, v)).toBeVisible();
      expect(sent).toHaveLength(1);
      const request = sent[0]!;
      expect(request.method()).toBe('POST');
      expect(request.url()).toBe(emailjsSend);
      // The choices travel as the consultancy's e-mails are written (the English strings), whatever the page's language.
      expect(request.postDataJSON()).toStrictEqual({
        lib_version: '4.4.1',
        user_id: testBuild.emailjsPublicKey,
        service_id: testBuild.emailjsServiceId,
        template_id: testBuild.emailjsTemplateId,
        template_params: sentParams(v.typed, 'test-token-1', await expectedRecord(v.lang)),
      });

      for (const control of [f.fullName, f.email, f.phone, f.subject, f.message, f.country, f.time]) await expect(control).toHaveValue('');
      await expect(f.robotCheck).not.toBeChecked();
      expect(await page.evaluate(() => sessionStorage.getItem('contact-form-draft'))).toBeNull();
      await expect(f.send).toHaveText(v.words.send!);
    });

    test('without the robot check it asks for it and sends nothing', async ({ page }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, ok);
      const f = await openForm(page, v);
      await fillForm(page, v);
      await f.send.click();
      await expect(f.form.getByRole('alert').filter({ hasText: messages.verify })).toHaveText(messages.verify);
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(0);
      await expectDetailsShown(f, v.typed);
    });

    test('while sending the button says so and is disabled; a second submit sends nothing more', async ({ page }) => {
      await stubRecaptcha(page);
      let release!: () => void;
      const answered = new Promise<void>((resolve) => (release = resolve));
      const sent = await stubEmailjs(page, async (route) => {
        await answered;
        await ok(route);
      });
      await openForm(page, v);
      const f = await sendDetails(page, v);
      await expect(f.send).toHaveText(v.words.sending!);
      await expect(f.send).toBeDisabled();
      await expect.poll(() => sent.length).toBe(1);
      // Enter in a field or a script can still submit a form whose button is disabled.
      await f.form.evaluate((form: HTMLFormElement) => form.requestSubmit());
      release();
      await expect(thanks(page, v)).toBeVisible();
      expect(sent).toHaveLength(1);
    });

    test('a failed send shows the error banner, keeps the details and resets the check; the retry goes through', async ({ page }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      await openForm(page, v);
      const f = await sendDetails(page, v);
      await expectFailureThenRetry(page, v, f, sent);
    });

    test('a second message within ten seconds of a sent one says how long it waits, then goes by itself', async ({ page }) => {
      await page.clock.install();
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, ok);
      await openForm(page, v);
      await sendDetails(page, v);
      await expect(thanks(page, v)).toBeVisible();

      const f = await sendDetails(page, v);
      const note = page.getByText(messages.wait);
      await expect(note).toBeVisible();
      const seconds = Number(messages.wait.exec((await note.textContent()) ?? '')![1]);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(10);
      await expect(f.send).toBeDisabled();
      await expect(f.send).toHaveText(v.words.sending!);
      expect(sent).toHaveLength(1);

      await page.clock.runFor(seconds * 1000);
      await expect.poll(() => sent.length).toBe(2);
      await expect(thanks(page, v)).toBeVisible();
      await expect(note).toHaveCount(0);
    });

    test('an expired check says so and must be done again before anything is sent', async ({ page }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, ok);
      const f = await openForm(page, v);
      await fillForm(page, v);
      await f.robotCheck.check();
      await page.evaluate(() => (window as unknown as { __expireRecaptcha: () => void }).__expireRecaptcha());
      await expect(page.getByText(messages.expired)).toBeVisible();
      await f.send.click();
      await expect(f.form.getByRole('alert').filter({ hasText: messages.verify })).toBeVisible();
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(0);

      await f.robotCheck.check();
      await f.send.click();
      await expect(thanks(page, v)).toBeVisible();
      expect(sent[0]!.postDataJSON().template_params['g-recaptcha-response']).toBe('test-token-2');
    });

    test('one Send shows every unmet requirement at once (each field, the agreement, the robot check) and moves focus to the first', async ({
      page,
    }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, ok);
      const f = await openForm(page, v);
      await f.email.fill('not-an-email');
      await f.phone.fill('12');
      await f.send.click();

      await expect(f.fullName).toBeFocused();
      await expect(f.form.getByRole('alert').filter({ hasText: v.consent['age.required']! })).toBeVisible();
      await expect(f.form.getByRole('alert').filter({ hasText: v.consent['agree.required.form']! })).toBeVisible();
      await expect(f.form.getByRole('alert').filter({ hasText: messages.verify })).toBeVisible();
      const expectations = [
        [f.fullName, messages.name],
        [f.email, messages.emailInvalid],
        [f.phone, messages.phoneDigits],
        [f.subject, messages.subject],
        [f.message, messages.message],
      ] as const;
      for (const [control, text] of expectations) {
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription(containing(text));
      }
      // The optional lists ask for nothing.
      await expect(f.country).toHaveAttribute('aria-invalid', 'false');
      await expect(f.time).toHaveAttribute('aria-invalid', 'false');

      // A name in the language's own script or spelling is a name: the error goes as it is typed.
      await f.fullName.fill(v.otherName);
      await expect(f.fullName).toHaveAttribute('aria-invalid', 'false');
      await f.email.fill(v.typed.email);
      await expect(f.email).toHaveAttribute('aria-invalid', 'false');
      expect(sent).toHaveLength(0);
    });

    test('10,000 characters are refused with a clear message, not cut short', async ({ page }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, ok);
      const f = await openForm(page, v);
      const long = v.letter.repeat(10_000);
      await fillForm(page, v, { ...v.typed, message: long });
      await expect(f.message).toHaveValue(long);
      await expect(f.form.getByText(messages.characters(10_000))).toBeVisible();
      await f.robotCheck.check();
      await f.send.click();
      await expect(f.message).toBeFocused();
      await expect(f.form.getByText(messages.tooLong(10_000))).toBeVisible();
      expect(sent).toHaveLength(0);
    });

    test('a blocked verification script says so, offers the direct channels and keeps the draft', async ({ page }) => {
      await page.route(recaptchaScript, (route) => route.abort('blockedbyclient'));
      const sent = await stubEmailjs(page, ok);
      const f = await openForm(page, v);
      await fillForm(page, v);
      const notice = f.form.getByRole('alert').filter({ hasText: messages.unavailable });
      await expect(notice).toContainText(v.words['check.alternatives']!);
      await expect(notice.getByRole('link', { name: fillIn(v.words['channel.call']!, { phone: contact.phoneDisplay }) })).toHaveAttribute(
        'href',
        tel,
      );
      await expect(notice.getByRole('link', { name: fillIn(v.words['channel.email']!, { email: contact.email }) })).toHaveAttribute(
        'href',
        mailto,
      );
      await expect(notice.getByRole('link', { name: v.words['channel.whatsApp'] })).toHaveAttribute('href', new RegExp(chatBase));

      await f.send.click();
      await expect(page.getByText(messages.verify)).toBeVisible();
      expect(sent).toHaveLength(0);
      await page.reload();
      await f.fullName.scrollIntoViewIfNeeded();
      await expect(f.message).toHaveValue(v.typed.message);
    });

    test('?purpose=consultation tailors the form and sends its prefill, in the page’s language, if it is left', async ({ page }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, ok);
      const f = await openForm(page, v, `${v.path}?purpose=consultation`);
      await expect(page.getByRole('heading', { name: v.words['consultation.title'] })).toBeVisible();
      await expect(f.message).toHaveValue(v.words['consultation.message']!);

      const { message: _prefill, ...rest } = v.typed;
      await typeDetails(page, { ...rest, message: v.words['consultation.message']! }, v.words);
      await agreeAsAdult(f.form, v.consent);
      await f.robotCheck.check();
      await f.send.click();
      await expect(thanks(page, v)).toBeVisible();
      // The one field that follows the language: the message, as the visitor left it.
      expect(sent[0]!.postDataJSON().template_params).toStrictEqual(
        sentParams({ ...v.typed, message: v.words['consultation.message']! }, 'test-token-1', await expectedRecord(v.lang)),
      );
    });
  });
}

/** After a failed send: the error banner, the details kept, the check reset; a retry needs a fresh check, and goes through at once. */
async function expectFailureThenRetry(page: Page, v: Visitor, f: ReturnType<typeof contactForm>, sent: Request[]) {
  const messages = formMessages(v.words);
  await expect(page.getByRole('alert').filter({ hasText: messages.error })).toHaveText(messages.error);
  expect(sent).toHaveLength(1);
  await expectDetailsShown(f, v.typed);
  await expect(f.robotCheck).not.toBeChecked();
  await expect(f.send).toBeEnabled();

  await page.unroute('https://api.emailjs.com/**');
  const retried = await stubEmailjs(page, ok);
  await f.send.click();
  await expect(f.form.getByRole('alert').filter({ hasText: messages.verify })).toBeVisible();
  expect(retried).toHaveLength(0);
  await f.robotCheck.check();
  await f.send.click();
  // At once: the failed send is not counted against EmailJS's pace.
  await expect(thanks(page, v)).toBeVisible();
  await expect(page.getByText(messages.wait)).toHaveCount(0);
  expect(retried[0]!.postDataJSON().template_params).toStrictEqual(sentParams(v.typed, 'test-token-2', await expectedRecord(v.lang)));
}

test.describe('in every language', () => {
  test('the same details send the same message from every language’s page, its consent record naming that page’s language and notices', async ({
    page,
  }) => {
    await page.clock.install();
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const same = english!.typed;
    for (const v of visitors) {
      await openForm(page, v);
      const f = await fillForm(page, v, same);
      await f.robotCheck.check();
      await f.send.click();
      await expect(thanks(page, v)).toBeVisible();
      // Past EmailJS's pace, which would hold the next send back.
      await page.clock.fastForward(10_000);
    }
    expect(sent).toHaveLength(visitors.length);
    const bodies = sent.map((request: Request) => request.postDataJSON());
    for (const [i, v] of visitors.entries()) {
      const { template_params: params, ...envelope } = bodies[i];
      const { template_params: _first, ...firstEnvelope } = bodies[0];
      expect(envelope).toStrictEqual(firstEnvelope);
      expect(params).toStrictEqual(sentParams(same, 'test-token-1', await expectedRecord(v.lang)));
    }
  });

  test('a draft begun on one language’s page opens on another’s with its choices in that language', async ({ page }) => {
    await stubRecaptcha(page);
    await openForm(page, english!);
    await typeDetails(page, english!.typed, english!.words);
    for (const v of visitors.slice(1)) {
      const f = await openForm(page, v);
      await expectDetailsShown(f, english!.typed);
    }
  });
});

// What does not depend on the page's language, once, on the English page.

test.describe('third parties on a leash', () => {
  const v = english!;
  const s = stringsOf('contact');
  const city = contact.address.city;
  const mapTitle = fillIn(s['map.title']!, { city });

  test('nothing third-party loads with the form in view and filled in; ticking the agreement loads only reCAPTCHA, with the spec defaults', async ({
    page,
  }) => {
    const requests = thirdPartyRequests(page);
    await stubRecaptcha(page);
    await page.goto(v.path);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(page.locator('astro-island[component-url*="ContactForm"]')).toHaveAttribute('ssr', '');

    const f = await openForm(page, v);
    await typeDetails(page, v.typed, v.words);
    await expect(f.form.getByText(v.words['check.afterConsent']!)).toBeVisible();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    await expect(f.robotCheck).toHaveCount(0);

    await agreeAsAdult(f.form);
    await expect(f.robotCheck).toBeVisible();
    await expect(f.form.getByText(v.words['check.afterConsent']!)).toHaveCount(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?onload=\w+&render=explicit$/);
    expect(await page.evaluate(() => (window as unknown as { __recaptchaRenders: unknown[] }).__recaptchaRenders)).toEqual([
      { sitekey: testBuild.recaptchaSiteKey, theme: 'light', size: 'normal', badge: 'bottomright' },
    ]);
  });

  test('the map asks Google Maps for nothing until "Show map" is pressed', async ({ page }) => {
    const requests = thirdPartyRequests(page);
    await page.route(mapsOrigin, (route) => route.fulfill({ contentType: 'text/html', body: `<p>Map of ${city}</p>` }));
    await page.goto(v.path);
    const show = page.getByRole('button', { name: s['map.show'] });
    await show.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(requests.filter((url) => mapsOrigin.test(url))).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await show.click();
    const frame = page.locator(`iframe[title="${mapTitle}"]`);
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.google\\.com/maps\\?q=${escapeRegExp(encodeURIComponent(addressLine))}&output=embed$`),
    );
    await expect(page.frameLocator(`iframe[title="${mapTitle}"]`).getByText(`Map of ${city}`)).toBeVisible();
    expect(requests.some((url) => mapsOrigin.test(url))).toBe(true);
  });

  test('a blocked maps frame leaves the address and the Google Maps link usable', async ({ page }) => {
    await page.route(mapsOrigin, (route) => route.abort('blockedbyclient'));
    await page.goto(v.path);
    await page.getByRole('button', { name: s['map.show'] }).click();
    await expect(page.locator(`iframe[title="${mapTitle}"]`)).toBeAttached();
    const office = page.getByRole('article', { name: city });
    await expect(office.getByText(addressLine)).toBeVisible();
    await expect(office.getByRole('link', { name: new RegExp(escapeRegExp(s['office.mapLink']!)) })).toBeVisible();
  });
});

test.describe('sending the form', () => {
  const v = english!;
  const messages = formMessages(v.words);

  // A 500 is checked in every language above; the other kinds of failure are told apart the same way in any.
  const failures: [string, (route: Route) => Promise<void>][] = [
    ['400', (route) => route.fulfill({ status: 400, body: 'The template ID is invalid' })],
    ['429', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' })],
    ['an aborted request (EmailJS unreachable)', (route) => route.abort('internetdisconnected')],
  ];
  for (const [name, answer] of failures) {
    test(`${name} shows the error banner, keeps the fields and resets the check`, async ({ page }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, answer);
      await openForm(page, v);
      const f = await sendDetails(page, v);
      await expectFailureThenRetry(page, v, f, sent);
    });
  }

  test('an automated browser is refused by EmailJS’s guard: nothing leaves, and the error banner says so', async ({ page }) => {
    await stubRecaptcha(page);
    const sent: string[] = [];
    await page.route('https://api.emailjs.com/**', (route) => {
      sent.push(route.request().url());
      return ok(route);
    });
    await openForm(page, v);
    await sendDetails(page, v);
    await expect(page.getByRole('alert').filter({ hasText: messages.error })).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test.describe('validation', () => {
  const v = english!;
  const messages = formMessages(v.words);

  test('with the fields right, the age group, the agreement and the robot check are all asked for at once; focus goes to each in turn', async ({
    page,
  }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const f = await openForm(page, v);
    await typeDetails(page, v.typed, v.words);
    await f.send.click();
    const age = f.form.getByRole('alert').filter({ hasText: consentWords['age.required'] });
    const refusal = f.form.getByRole('alert').filter({ hasText: consentWords['agree.required.form'] });
    const verify = f.form.getByRole('alert').filter({ hasText: messages.verify });
    await expect(age).toBeVisible();
    await expect(refusal).toBeVisible();
    await expect(verify).toBeVisible();
    await expect(ageChoice(f.form, 'under16')).toBeFocused();

    await ageChoice(f.form, 'from18').check();
    await expect(age).toHaveCount(0);
    await f.send.click();
    await expect(agreeBox(f.form)).toBeFocused();
    await agreeBox(f.form).check();
    await expect(refusal).toHaveCount(0);
    await f.send.click();
    await expect(f.robotCheck).toBeFocused();
    await expect(verify).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  test('the count under the message counts what is checked and sent: spaces and lines at either end do not count', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const f = await openForm(page, v);
    // A message at the limit, pasted with a line break after it, is not over it.
    const max = limits.messageMax;
    await fillForm(page, v, { ...v.typed, message: `${'a'.repeat(max)}\n ` });
    await expect(page.getByText(messages.characters(max), { exact: true })).toBeVisible();
    // One over it, with spaces around: the count and the refusal name the same length.
    await f.message.fill(`  ${'a'.repeat(max + 1)}\n\n`);
    await expect(page.getByText(messages.characters(max + 1), { exact: true })).toBeVisible();
    await f.robotCheck.check();
    await f.send.click();
    await expect(f.message).toBeFocused();
    await expect(page.getByText(messages.tooLong(max + 1))).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  test('HTML typed in the form is sent and shown as plain text, never run', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const f = await openForm(page, v);
    const hostile = '<img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> Do I need the GRE?';
    await fillForm(page, v, { ...v.typed, message: hostile });
    await page.reload();
    await f.fullName.scrollIntoViewIfNeeded();
    await expect(f.message).toHaveValue(hostile);
    await agreeAsAdult(f.form); // consent is asked afresh, never kept in the draft
    await f.robotCheck.check();
    await f.send.click();
    await expect(thanks(page, v)).toBeVisible();
    expect(sent[0]!.postDataJSON().template_params.message).toBe(hostile);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

test.describe('nothing typed is lost', () => {
  const v = english!;

  test('a reload restores the draft, without the verification token', async ({ page }) => {
    await stubRecaptcha(page);
    const f = await openForm(page, v);
    await fillForm(page, v);
    await f.robotCheck.check();
    await page.reload();
    await f.fullName.scrollIntoViewIfNeeded();
    await expectDetailsShown(f, v.typed);
    // The agreement is asked afresh, and the check comes back with it, unticked.
    await expect(f.robotCheck).toHaveCount(0);
    await agreeAsAdult(f.form);
    await expect(f.robotCheck).not.toBeChecked();
    const stored = await page.evaluate(() => sessionStorage.getItem('contact-form-draft'));
    expect(stored).toContain(v.typed.name);
    expect(stored).not.toContain('test-token');
  });
});

test.describe('?purpose=consultation', () => {
  const v = english!;
  const copy = pageCopy('contact');

  test('a saved draft wins over the prefill, and the plain page is not tailored', async ({ page }) => {
    await stubRecaptcha(page);
    const f = await openForm(page, v, `${v.path}?purpose=consultation`);
    await f.message.fill('My own question about scholarships in Germany.');
    await page.reload();
    await f.fullName.scrollIntoViewIfNeeded();
    await expect(f.message).toHaveValue('My own question about scholarships in Germany.');

    await page.evaluate(() => sessionStorage.clear());
    await openForm(page, v);
    await expect(page.getByRole('heading', { name: v.words['consultation.title'] })).toHaveCount(0);
    await expect(f.message).toHaveValue('');
  });

  const hostile = [
    '<script>window.__pwned=1</script>',
    '"><img src=x onerror="window.__pwned=1">',
    'consultation"><svg onload="window.__pwned=1">',
    'x'.repeat(6000),
    '\u202e\u0000😀 consultation \uFEFF',
  ];
  for (const value of hostile) {
    test(`the hostile purpose ${JSON.stringify(value.slice(0, 40))} is ignored`, async ({ page }) => {
      await stubRecaptcha(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
      const f = await openForm(page, v, `${v.path}?purpose=${encodeURIComponent(value)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      await expect(page.getByRole('heading', { name: v.words['consultation.title'] })).toHaveCount(0);
      await expect(f.message).toHaveValue('');
      await expect(page.locator('main img[src="x"], main svg[onload]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('small screens', () => {
  test('the page and the hydrated form fit a 320 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await stubRecaptcha(page);
    const f = await openForm(page, english!);
    await agreeAsAdult(f.form);
    await expect(f.robotCheck).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form gives way to phone, e-mail and WhatsApp, and the page still reaches the consultancy', async ({ page }) => {
    const s = stringsOf('contact');
    await page.goto(english!.path);
    const main = page.getByRole('main');
    await expect(main.getByText(s['noScript.title']!)).toBeVisible();
    await expect(main.getByRole('textbox', { name: english!.words['field.name'] })).toBeHidden();
    await expect(main.getByRole('button', { name: english!.words.send })).toBeHidden();
    await expect(main.getByRole('link', { name: s['noScript.whatsApp'] })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(main.getByRole('link', { name: contact.phoneDisplay }).first()).toHaveAttribute('href', tel);
    await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(
      main.getByRole('article', { name: contact.address.city }).getByRole('link', { name: new RegExp(escapeRegExp(s['office.mapLink']!)) }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: s['map.show'] })).toBeHidden();
  });
});
