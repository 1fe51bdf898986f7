import { describe, expect, it } from 'vitest';
import { createGtag, gtagScriptUrl, isMeasurementId, startAnalytics } from '../../../src/lib/analytics/gtag';
import { analyticsCookieDeletions, consentDefaults, consentUpdate, parseChoice } from '../../../src/lib/analytics/consent';

describe('isMeasurementId', () => {
  it('accepts GA4 IDs only', () => {
    expect(isMeasurementId('G-ABC123XYZ9')).toBe(true);
    expect(isMeasurementId(undefined)).toBe(false);
    expect(isMeasurementId('')).toBe(false);
    expect(isMeasurementId('UA-12345-1')).toBe(false);
    expect(isMeasurementId('G-"><script>')).toBe(false);
  });
});

describe('startAnalytics', () => {
  function host() {
    const scripts: { src: string; onError: () => void }[] = [];
    const logs: string[] = [];
    const dataLayer: unknown[] = [];
    const gtag = createGtag(dataLayer);
    return {
      scripts,
      logs,
      dataLayer,
      gtag,
      host: { appendScript: (src: string, onError: () => void) => scripts.push({ src, onError }), log: (m: string) => logs.push(m) },
    };
  }

  it('queues js and a page-view config after what was queued before (the consent), then loads gtag.js for the ID', () => {
    const h = host();
    h.gtag('consent', 'default', consentDefaults);
    startAnalytics('G-TEST1234', h.gtag, h.host);
    const commands = h.dataLayer.map((entry) => Array.from(entry as IArguments));
    expect(commands[0]).toEqual(['consent', 'default', consentDefaults]);
    expect(commands[1]![0]).toBe('js');
    expect(commands[1]![1]).toBeInstanceOf(Date);
    expect(commands[2]).toEqual(['config', 'G-TEST1234', { send_page_view: true }]);
    // gtag.js reads Arguments objects, not arrays.
    expect(Array.isArray(h.dataLayer[1])).toBe(false);
    expect(h.scripts.map((s) => s.src)).toEqual([gtagScriptUrl('G-TEST1234')]);
    expect(gtagScriptUrl('G-TEST1234')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
  });

  it('only logs a message when the script fails to load', () => {
    const h = host();
    startAnalytics('G-TEST1234', h.gtag, h.host);
    expect(h.logs).toEqual([]);
    h.scripts[0]!.onError();
    expect(h.logs).toHaveLength(1);
    expect(h.logs[0]).toMatch(/Analytics could not be loaded/);
  });
});

describe('the analytics choice', () => {
  it('reads only a yes or a no from storage', () => {
    expect(parseChoice('granted')).toBe('granted');
    expect(parseChoice('denied')).toBe('denied');
    for (const other of [null, undefined, '', 'yes', 'GRANTED']) expect(parseChoice(other)).toBeNull();
  });

  it('denies every Consent Mode v2 signal by default, and a choice speaks for analytics only', () => {
    expect(Object.keys(consentDefaults).sort()).toEqual(['ad_personalization', 'ad_storage', 'ad_user_data', 'analytics_storage']);
    expect(Object.values(consentDefaults)).toEqual(['denied', 'denied', 'denied', 'denied']);
    expect(consentUpdate('granted')).toEqual({ analytics_storage: 'granted' });
    expect(consentUpdate('denied')).toEqual({ analytics_storage: 'denied' });
  });

  it('expires every Google Analytics cookie on the host and its parent domains, and no other cookie', () => {
    const deletions = analyticsCookieDeletions(
      '_ga=GA1.1.1.2; theme=dark; _ga_ABC123=GS1; _gid=x; _gat_UA=1; _gallery=keep',
      'www.globalpath.example',
    );
    const names = new Set(deletions.map((cookie) => cookie.split('=')[0]));
    expect([...names].sort()).toEqual(['_ga', '_ga_ABC123', '_gat_UA', '_gid']);
    for (const cookie of deletions) expect(cookie).toMatch(/expires=Thu, 01 Jan 1970 00:00:00 GMT; path=\//);
    expect(deletions.filter((cookie) => cookie.startsWith('_ga='))).toEqual([
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.www.globalpath.example',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.globalpath.example',
    ]);
    expect(analyticsCookieDeletions('theme=dark', 'localhost')).toEqual([]);
  });
});
