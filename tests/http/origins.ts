/**
 * Where the HTTP tests reach nginx: the site's and the admin's host names (browsers send every
 * *.localhost name to this machine), the bare name that redirects to the site's (as example.org to
 * www.example.org), the HTTPS and plain-HTTP ports, and the run's throw-away certificate authority
 * (playwright.http.config.ts sets the environment before the workers start).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const hosts = { site: 'www.localhost', bare: 'localhost', admin: 'admin.localhost' } as const;

const tlsPort = () => Number(process.env.NGINX_TLS_PORT);
const httpPort = () => Number(process.env.NGINX_PORT);

/** https://<host>:<TLS port> of a host name (ours or not). */
export const httpsOrigin = (host: string) => `https://${host}:${tlsPort()}`;

/** http://<host>:<plain-HTTP port>. */
export const httpOrigin = (host: string) => `http://${host}:${httpPort()}`;

/** The authority that signed the run's certificate, for Node's `ca` option. */
export const testCa = () => readFileSync(join(process.env.NGINX_TLS_DIR!, 'ca.pem'));

/** The folder the ACME client would write its challenges to (served under /.well-known/acme-challenge/). */
export const acmeRoot = () => join(process.env.NGINX_TLS_DIR!, 'acme');
