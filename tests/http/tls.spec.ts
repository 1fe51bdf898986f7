import { expect, test } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect as http2Connect } from 'node:http2';
import { join } from 'node:path';
import { connect as tlsConnect, type ConnectionOptions, type TLSSocket } from 'node:tls';
import { gunzipSync } from 'node:zlib';
import * as serving from '../../src/config/serving';
import { responseHeaders } from '../../src/lib/serving/rules';
import { acmeRoot, hosts, httpOrigin, httpsOrigin, testCa } from './origins';
import { aPage, placeProbes, raw } from './support';

// HTTPS as production serves it (deploy/nginx/default.conf.template): TLS 1.2 and 1.3 with HTTP/2,
// plain HTTP moving to HTTPS except the ACME challenge, and nothing at all for a host name that is
// not ours.

const tlsPort = () => Number(new URL(httpsOrigin(hosts.site)).port);

/** A TLS handshake with nginx, naming `servername`; resolves with the connected socket. */
function handshake(servername: string, options: ConnectionOptions = {}): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({
      host: '127.0.0.1',
      port: tlsPort(),
      servername,
      ca: testCa(),
      ALPNProtocols: ['h2', 'http/1.1'],
      ...options,
    });
    socket.once('secureConnect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** One GET over HTTP/2: the negotiated protocol, the status and the response headers. */
function http2Get(host: string, path: string): Promise<{ protocol: string | undefined; status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(`https://127.0.0.1:${tlsPort()}`, { servername: host, ca: testCa() });
    session.once('error', reject);
    const request = session.request({ ':path': path, ':authority': `${host}:${tlsPort()}` });
    request.once('response', (headers) => {
      const plain = Object.fromEntries(
        Object.entries(headers)
          .filter(([name]) => !name.startsWith(':'))
          .map(([name, value]) => [name, String(value)]),
      );
      request.resume();
      request.once('end', () => {
        resolve({ protocol: session.alpnProtocol, status: Number(headers[':status']), headers: plain });
        session.close();
      });
    });
    request.once('error', reject);
    request.end();
  });
}

test('pages are served over HTTP/2 with the same headers', async () => {
  for (const path of ['/', aPage().path]) {
    const res = await http2Get(hosts.site, path);
    expect(res.protocol, path).toBe('h2');
    expect(res.status, path).toBe(200);
    for (const [name, value] of Object.entries(responseHeaders(serving, path, 'html'))) {
      expect(res.headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    }
  }
});

test('TLS 1.3 by default, TLS 1.2 with a forward-secret AEAD cipher for older clients, and nothing older', async () => {
  const modern = await handshake(hosts.site);
  expect(modern.getProtocol()).toBe('TLSv1.3');
  modern.end();
  const older = await handshake(hosts.site, { maxVersion: 'TLSv1.2' });
  expect(older.getProtocol()).toBe('TLSv1.2');
  expect(older.getCipher().name).toMatch(/^ECDHE-(ECDSA|RSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/);
  older.end();
  // A client that offers only TLS 1.1 (and lowers its own floor to do so) is refused.
  await expect(handshake(hosts.site, { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' })).rejects.toThrow(
    /alert protocol version/i,
  );
});

test('the certificate names the site, its bare domain and the admin: each host name is trusted over HTTPS', async () => {
  // raw() trusts only the run's certificate authority and checks the name (ERR_TLS_CERT_ALTNAME_INVALID otherwise).
  for (const [host, status] of [
    [hosts.site, 200],
    [hosts.bare, 301],
    [hosts.admin, 200],
  ] as const) {
    const res = await raw(httpsOrigin(host), '/');
    expect(res.status, host).toBe(status);
  }
});

test('Strict-Transport-Security holds two years with subdomains, and preload only when the deployer opts in', async ({ baseURL }) => {
  const res = await raw(baseURL!, '/');
  const preload = process.env.HSTS_PRELOAD === 'on';
  expect(res.header('strict-transport-security')).toBe(`max-age=63072000; includeSubDomains${preload ? '; preload' : ''}`);
});

test('plain HTTP moves every address of every host to HTTPS on the same host, permanently, keeping path and query', async () => {
  for (const host of [hosts.site, hosts.bare, hosts.admin]) {
    for (const path of ['/', `${aPage().path}?utm_source=leaflet&x=1`, '/no/such/page']) {
      const res = await raw(httpOrigin(host), path);
      expect(res.status, `${host}${path}`).toBe(301);
      expect(res.header('location'), `${host}${path}`).toBe(`${httpsOrigin(host)}${path}`);
    }
  }
});

test.describe('with an ACME challenge file', () => {
  const token = 'probe-token-Xw3';
  const folder = () => join(acmeRoot(), '.well-known', 'acme-challenge');
  test.beforeAll(() => {
    mkdirSync(folder(), { recursive: true });
    writeFileSync(join(folder(), token), 'probe-token-Xw3.key-authorisation');
  });
  test.afterAll(() => rmSync(join(acmeRoot(), '.well-known'), { recursive: true, force: true }));

  test('the ACME challenge is answered over plain HTTP, for every host the certificate names, and only that path', async () => {
    for (const host of [hosts.site, hosts.bare, hosts.admin]) {
      const res = await raw(httpOrigin(host), `/.well-known/acme-challenge/${token}`);
      expect(res.status, host).toBe(200);
      expect(res.header('content-type'), host).toMatch(/^text\/plain/);
      expect(res.body.toString(), host).toBe('probe-token-Xw3.key-authorisation');
      expect((await raw(httpOrigin(host), '/.well-known/acme-challenge/missing')).status, host).toBe(404);
    }
    // Anything else under /.well-known/ goes to HTTPS like every other address.
    expect((await raw(httpOrigin(hosts.site), '/.well-known/security.txt')).status).toBe(301);
  });
});

test.describe('a host name that is not ours', () => {
  const stranger = 'unknown.example';

  test('over plain HTTP: the connection is closed without an answer', async () => {
    await expect(raw(httpOrigin(stranger), '/')).rejects.toThrow(/socket hang up|ECONNRESET/);
    await expect(raw(httpOrigin(hosts.site), '/', { headers: { Host: '127.0.0.1' } })).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  test('over TLS: the handshake is refused, no certificate shown', async () => {
    await expect(handshake(stranger)).rejects.toThrow(/unrecognized name/i);
  });

  test('over TLS with our name in the handshake and another in Host: closed without an answer', async () => {
    await expect(raw(httpsOrigin(hosts.site), '/', { headers: { Host: stranger } })).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

test.describe('text the build did not compress', () => {
  const text = 'A note for the HTTP tests, long enough to be worth compressing.\n'.repeat(60);
  let removeProbes: () => void;
  test.beforeAll(() => {
    removeProbes = placeProbes({ 'probe-gzip/notes.txt': text });
  });
  test.afterAll(() => removeProbes());

  test('is gzipped on the fly for browsers that accept gzip, and sent as it is to others', async ({ baseURL }) => {
    const gzipped = await raw(baseURL!, '/probe-gzip/notes.txt', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.header('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toEqual(['Accept-Encoding']);
    expect(gunzipSync(gzipped.body).toString()).toBe(text);
    expect(gzipped.body.length).toBeLessThan(text.length / 4);

    const plain = await raw(baseURL!, '/probe-gzip/notes.txt', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.header('content-encoding')).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
  });
});
