import type { Page } from '@playwright/test';

/**
 * Makes `page` a phone that paints before the whole page has arrived: Lighthouse's slow 4G (562.5 ms
 * a request, 1.47 Mbps down) and a 4× slower CPU, as `npm run bench -- lcp` measures with applied throttling.
 */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.47 * 1024 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
