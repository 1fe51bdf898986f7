import { expect, test, type Page } from '@playwright/test';
import { analyticsChoiceKey, consentDefaults } from '../../src/lib/analytics/consent';
import { axeViolations } from './axe';
import { testBuild } from '../../support/build-env.ts';
import { choiceControls, choiceWords, collectEndpoint, dataLayer, gtagScript, stubAnalytics } from './analytics-choice';
import { langCodes, languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { recordCspViolations } from './csp-violations';

/**
 * Analytics only after a yes: the banner a first visitor sees on every page (the test build carries
 * a stand-in measurement ID), Google's Consent Mode v2 with every signal denied before any tag,
 * gtag.js requested only after "Allow", nothing after "Refuse", the choice kept on the device and
 * changed from every page's footer. Google Analytics is stubbed at the network. first-visit.mobile.spec.ts
 * checks every page type for requests before a choice.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const consentCommands = async (page: Page) => (await dataLayer(page)).filter((command) => command[0] === 'consent');

for (const lang of langCodes) {
  const inLang = (path: string) => pathInLanguage(path, lang, languageCodes);

  test(`${lang}: before a choice every signal is denied and gtag.js is not requested`, async ({ page }) => {
    const { scripts } = await stubAnalytics(page);
    await page.goto(inLang('/about'));
    const { banner, allow, refuse } = choiceControls(page, lang);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(choiceWords(lang)['analytics.question']!);
    await expect(banner).toContainText(choiceWords(lang)['analytics.promise']!);
    await expect(banner.getByRole('link', { name: choiceWords(lang)['analytics.more'] })).toHaveAttribute(
      'href',
      inLang('/privacy-policy'),
    );
    await expect(allow).toHaveAttribute('aria-pressed', 'false');
    await expect(refuse).toHaveAttribute('aria-pressed', 'false');
    expect(await dataLayer(page)).toEqual([['consent', 'default', consentDefaults]]);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(scripts).toHaveLength(0);
  });

  test(`${lang}: "Allow" grants analytics storage, then loads gtag.js with the ID and counts the page, within the CSP; a reload keeps the yes`, async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const { scripts, collected } = await stubAnalytics(page);
    await page.goto(inLang('/about'));
    const { banner, allow } = choiceControls(page, lang);
    await allow.click();
    await expect(banner).toBeHidden();
    await expect.poll(() => scripts.length).toBe(1);
    expect(new URL(scripts[0]!.url()).searchParams.get('id')).toBe(testBuild.analyticsId);
    // Denied by default, then granted for analytics only, before gtag.js's own commands.
    const commands = await dataLayer(page);
    expect(commands.slice(0, 2)).toEqual([
      ['consent', 'default', consentDefaults],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    expect(commands.slice(2).map((command) => command[0])).toEqual(['js', 'config']);
    await expect.poll(() => collected.filter((url) => url.searchParams.get('en') === 'page_view').length).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), analyticsChoiceKey)).toBe('granted');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect.poll(() => scripts.length).toBe(2);
    await expect(banner).toBeHidden();
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', consentDefaults],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    expect(await violations()).toEqual([]);
  });

  test(`${lang}: "Refuse" requests nothing and deletes analytics cookies; a reload keeps the no and asks nothing`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { scripts } = await stubAnalytics(page);
    const google: string[] = [];
    page.on('request', (request) => {
      if (/google|gstatic/.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    // A cookie gtag.js would have left on an earlier yes.
    await context.addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: baseURL! }]);
    await page.goto(inLang('/universities'));
    const { banner, refuse } = choiceControls(page, lang);
    await refuse.click();
    await expect(banner).toBeHidden();
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', consentDefaults],
      ['consent', 'update', { analytics_storage: 'denied' }],
    ]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga');

    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(banner).toBeHidden();
    expect(scripts).toHaveLength(0);
    expect(google).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), analyticsChoiceKey)).toBe('denied');
  });
}

test('the footer’s "Analytics settings" opens the choice again, on any page: a new answer applies at once and focus comes back', async ({
  page,
}) => {
  const { scripts } = await stubAnalytics(page);
  await page.goto('/services');
  const { banner, allow, refuse, settings } = choiceControls(page);
  await refuse.click();
  await page.goto('/destinations');
  await expect(banner).toBeHidden();
  await settings.click();
  await expect(banner).toBeVisible();
  await expect(allow).toBeFocused();
  await expect(refuse).toHaveAttribute('aria-pressed', 'true');
  await expect(allow).toHaveAttribute('aria-pressed', 'false');
  await allow.click();
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
  await expect.poll(() => scripts.length).toBe(1);

  await settings.click();
  await expect(allow).toHaveAttribute('aria-pressed', 'true');
  await refuse.click();
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
});

test('"Allow" and "Refuse" look alike and come first from the keyboard; the banner passes axe, in English and Hindi', async ({ page }) => {
  for (const [path, lang] of [
    ['/', 'en'],
    ['/hi', 'hi'],
  ] as const) {
    await page.goto(path);
    const { banner, allow, refuse } = choiceControls(page, lang);
    await expect(banner).toBeVisible();
    const look = (button: typeof allow) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        return [
          style.backgroundColor,
          style.color,
          style.fontSize,
          style.fontWeight,
          style.borderRadius,
          el.getBoundingClientRect().height,
        ];
      });
    expect(await look(refuse)).toEqual(await look(allow));
    // The skip link first, then the choice (its link, its two buttons), before the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: choiceWords(lang)['skipToContent'] })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: choiceWords(lang)['analytics.more'] })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(allow).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(refuse).toBeFocused();
    expect(await axeViolations(page, (builder) => builder.include('[data-analytics-choice]'))).toEqual([]);
  }
});

test('the floating buttons make way while the banner is open, and come back after the choice', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/about');
  const quickActions = page.getByRole('complementary', { name: choiceWords()['quickActions'] });
  const { allow } = choiceControls(page);
  await expect(allow).toBeVisible();
  await expect(quickActions).toHaveJSProperty('inert', true);
  await allow.click();
  await expect(quickActions).toHaveJSProperty('inert', false);
});

test('a blocked gtag.js leaves only a console message, and the page works', async ({ page }) => {
  const messages: { type: string; text: string }[] = [];
  const pageErrors: string[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.route(gtagScript, (route) => route.abort('blockedbyclient'));
  await page.route(collectEndpoint, (route) => route.abort('blockedbyclient'));
  await page.goto('/about');
  await choiceControls(page).allow.click();
  await expect.poll(() => messages.some((m) => m.type === 'info' && /Analytics could not be loaded/.test(m.text))).toBe(true);
  expect(pageErrors).toEqual([]);
  // The page's own scripts still run: "/" opens the site search.
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no banner and no settings button: no analytics can run', async ({ page }) => {
    await page.goto('/about');
    const { banner, settings } = choiceControls(page);
    await expect(banner).toBeHidden();
    await expect(settings).toBeHidden();
  });
});
