import type { Page } from '@playwright/test';

/** The font the browser really drew the page's main heading with (DevTools' platform fonts). */
export async function headingFont(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(', ');
}

/** Waits until the page has fetched Inter for the pages after it (it notes the file in localStorage). */
export const interFetched = (page: Page) => page.waitForFunction(() => localStorage.getItem('web-font')?.endsWith('.woff2'));
