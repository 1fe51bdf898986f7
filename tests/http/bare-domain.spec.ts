import { expect, test } from '@playwright/test';
import * as serving from '../../src/config/serving';
import { responseHeaders } from '../../src/lib/serving/rules';
import { hosts, httpOrigin, httpsOrigin } from './origins';
import { aPage, expectHeaders, raw } from './support';

// The bare domain (example.org for a site on www.example.org; here localhost for www.localhost)
// answers on both schemes, under the same certificate, and sends every address to the same address
// on the site's one host name.

test('over HTTPS the bare domain redirects permanently to the same address on the site, with the site’s headers', async () => {
  for (const path of ['/', `${aPage().path}?utm_source=leaflet&x=1`, '/no/such/page', '/hi']) {
    const res = await raw(httpsOrigin(hosts.bare), path);
    expect(res.status, path).toBe(301);
    expect(res.header('location'), path).toBe(`${httpsOrigin(hosts.site)}${path}`);
    // Strict-Transport-Security on the bare domain too: includeSubDomains then covers www. and admin.
    expectHeaders(res, responseHeaders(serving, path.split('?')[0]!, 'redirect'), path);
    expect(res.body.length, path).toBeLessThan(400);
  }
});

test('over plain HTTP the bare domain moves to HTTPS on its own name first, then to the site: two permanent steps', async () => {
  const path = `${aPage().path}?x=1`;
  const first = await raw(httpOrigin(hosts.bare), path);
  expect(first.status).toBe(301);
  expect(first.header('location')).toBe(`${httpsOrigin(hosts.bare)}${path}`);
  const second = await raw(first.header('location')!, path);
  expect(second.status).toBe(301);
  expect(second.header('location')).toBe(`${httpsOrigin(hosts.site)}${path}`);
  const page = await raw(second.header('location')!, path);
  expect(page.status).toBe(200);
});
