import type { Browser, LaunchOptions, Page, PlaywrightWorkerArgs } from '@playwright/test';

/** The fonts the browser really drew the page's main heading with (DevTools' platform fonts). */
async function headingFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** The font families the main heading was drawn with, in order of use. */
export const headingFont = async (page: Page) => (await headingFonts(page)).map((font) => font.familyName).join(', ');

/** The families among them that came from a web font file (not one installed on the system). */
export const headingWebFonts = async (page: Page) =>
  (await headingFonts(page)).filter((font) => font.isCustomFont).map((font) => font.familyName);

/** Waits until the page has fetched Inter's file for the pages after it (it notes the file in localStorage). */
export const interFetched = (page: Page) =>
  page.waitForFunction(() => JSON.parse(localStorage.getItem('web-fonts') ?? '{}')['web-font-inter']?.endsWith('.woff2'));

/** Inter's file, as the page fetches it for the pages after it. */
export const interFile = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('web-fonts') ?? '{}')['web-font-inter'] as string);

/**
 * The Devanagari faces a page carries from the start, read from its style sheets: the installed
 * faces each looks for, and the file each downloads where none is installed.
 */
export const devanagariFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSFontFaceRule =>
          rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Noto Sans Devanagari-'),
      )
      .map((rule) => {
        const src = rule.style.getPropertyValue('src');
        return {
          weight: rule.style.getPropertyValue('font-weight'),
          installed: [...src.matchAll(/local\("([^"]+)"\)/g)].map((m) => m[1]!),
          file: /url\("([^"]+)"\)/.exec(src)?.[1],
        };
      }),
  );

/**
 * Runs `use` with a Chromium whose only fonts are those `env` gives it (support/fonts.mjs: a phone's,
 * or none for Devanagari), launched with the run's `options`, and closes it after.
 */
export async function withFonts<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  options: LaunchOptions | undefined,
  env: Record<string, string>,
  use: (browser: Browser) => Promise<T>,
): Promise<T> {
  const browser = await playwright.chromium.launch({ ...options, env: { ...process.env, ...env } });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}
