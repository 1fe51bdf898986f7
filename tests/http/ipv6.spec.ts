import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { hosts, httpOrigin, httpsOrigin } from './origins';
import { aPage, raw } from './support';

// Every server listens on IPv6 beside IPv4: a visitor whose network prefers IPv6 (many Indian
// mobile networks do) reaches the same servers with the same answers.

const template = readFileSync('deploy/nginx/default.conf.template', 'utf8');

test('in the shipped servers, every IPv4 listen has an IPv6 twin with the same parameters', () => {
  const listens = [...template.matchAll(/^\s*listen\s+\$\{(NGINX_\w+)\}([^;]*);/gm)].map(([, name, parameters]) => ({
    name: name!,
    parameters: parameters!,
  }));
  const ipv4 = listens.filter(({ name }) => !name.endsWith('_IPV6'));
  expect(ipv4.length).toBeGreaterThan(0);
  expect(listens).toHaveLength(ipv4.length * 2);
  for (const [i, { name, parameters }] of listens.entries()) {
    if (name.endsWith('_IPV6')) continue;
    expect(listens[i + 1], `listen \${${name}}${parameters}`).toEqual({ name: `${name}_IPV6`, parameters });
  }
});

// The IPv6 loopback (::1), where this machine has one (the run's preview listens there only then).
const hasIpv6 = Object.values(networkInterfaces()).some((addresses) => addresses?.some(({ address }) => address === '::1'));

test('on IPv6 (::1) every host answers as on IPv4, over HTTPS and plain HTTP', async () => {
  if (!hasIpv6) {
    // Said in the report rather than passed silently: the listens above are all this machine can check.
    test
      .info()
      .annotations.push({ type: 'IPv6', description: 'this machine has no IPv6 loopback (::1): nginx was started on 127.0.0.1 only' });
    console.log('ipv6.spec: this machine has no IPv6 loopback (::1); only the shipped listens were checked.');
    return;
  }
  const page = aPage().path;
  for (const origin of [
    httpsOrigin(hosts.site),
    httpsOrigin(hosts.bare),
    httpsOrigin(hosts.admin),
    httpOrigin(hosts.site),
    httpOrigin(hosts.bare),
  ]) {
    for (const path of ['/', page]) {
      const [v4, v6] = [await raw(origin, path), await raw(origin, path, { address: '::1' })];
      expect(v6.status, `${origin}${path} over IPv6`).toBe(v4.status);
      expect(v6.header('location'), `${origin}${path} over IPv6`).toBe(v4.header('location'));
      expect(v6.body.equals(v4.body), `${origin}${path} over IPv6`).toBe(true);
    }
  }
  // An unknown host name gets no answer there either.
  await expect(raw(httpOrigin('unknown.example'), '/', { address: '::1' })).rejects.toThrow(/socket hang up|ECONNRESET/);
});
