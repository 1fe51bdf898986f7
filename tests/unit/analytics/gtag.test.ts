import { describe, expect, it } from 'vitest';
import { gtagScriptUrl, isMeasurementId, startAnalytics } from '../../../src/lib/analytics/gtag';

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
    return { scripts, logs, dataLayer, host: { dataLayer, appendScript: (src: string, onError: () => void) => scripts.push({ src, onError }), log: (m: string) => logs.push(m) } };
  }

  it('queues js and a page-view config, then loads gtag.js for the ID', () => {
    const h = host();
    startAnalytics('G-TEST1234', h.host);
    const commands = h.dataLayer.map((entry) => Array.from(entry as IArguments));
    expect(commands[0][0]).toBe('js');
    expect(commands[0][1]).toBeInstanceOf(Date);
    expect(commands[1]).toEqual(['config', 'G-TEST1234', { send_page_view: true }]);
    // gtag.js reads Arguments objects, not arrays.
    expect(Array.isArray(h.dataLayer[1])).toBe(false);
    expect(h.scripts.map((s) => s.src)).toEqual([gtagScriptUrl('G-TEST1234')]);
    expect(gtagScriptUrl('G-TEST1234')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
  });

  it('only logs a message when the script fails to load', () => {
    const h = host();
    startAnalytics('G-TEST1234', h.host);
    expect(h.logs).toEqual([]);
    h.scripts[0].onError();
    expect(h.logs).toHaveLength(1);
    expect(h.logs[0]).toMatch(/Analytics could not be loaded/);
  });
});
