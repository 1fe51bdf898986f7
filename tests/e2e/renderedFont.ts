import type { Page } from '@playwright/test';

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
export const headingWebFonts = async (page: Page) => (await headingFonts(page)).filter((font) => font.isCustomFont).map((font) => font.familyName);

/** Waits until the page has fetched a family's file for the pages after it (it notes the file in localStorage). */
export const fontFetched = (page: Page, family: 'inter' | 'devanagari') =>
  page.waitForFunction((id) => JSON.parse(localStorage.getItem('web-fonts') ?? '{}')[id]?.endsWith('.woff2'), `web-font-${family}`);

export const interFetched = (page: Page) => fontFetched(page, 'inter');
