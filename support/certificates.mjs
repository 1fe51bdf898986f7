// Throw-away TLS certificates for serving on this machine (`npm run preview:nginx`, the HTTP tests):
// a certificate authority made for the occasion and a certificate it signs for the given host
// names, both with openssl, valid for two days. Trust the authority in the client (Node's `ca`
// option), or the certificate's key in Chromium (`--ignore-certificate-errors-spki-list`); nothing
// is added to the machine's trust store.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const openssl = (...args) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/**
 * Writes ca.pem, cert.pem (for every name in `hosts`, the first as its subject) and key.pem into
 * `dir`. Returns their paths and the certificate's SPKI hash (base64 SHA-256 of its public key).
 */
export function makeCertificates(dir, hosts) {
  const file = (name) => join(dir, name);
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Throw-away local CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl('req', ...ecKey, '-keyout', file('key.pem'), '-out', file('cert.csr'), '-subj', `/CN=${hosts[0]}`);
  writeFileSync(
    file('cert.ext'),
    [
      `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  openssl(
    'x509',
    '-req',
    '-in',
    file('cert.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('cert.ext'),
    '-out',
    file('cert.pem'),
  );
  return { ca: file('ca.pem'), cert: file('cert.pem'), key: file('key.pem'), spki: spkiHash(file('cert.pem')) };
}

/** The base64 SHA-256 of a certificate's public key (SubjectPublicKeyInfo), as Chromium's flag wants it. */
export function spkiHash(certFile) {
  const der = new X509Certificate(readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}
