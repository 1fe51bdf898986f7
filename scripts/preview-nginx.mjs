/**
 * `npm run preview:nginx`: serves the built site (dist/) and the content admin (dist-admin/) with the
 * shipped nginx configuration, as production does: https://localhost:${TLS_PORT:-8443}/ for the site,
 * https://admin.localhost:${TLS_PORT}/ for the admin (browsers send *.localhost to this machine),
 * https://www.localhost:${TLS_PORT}/ redirecting to the site as a bare domain redirects to www., and
 * plain HTTP on ${PORT:-8080} redirecting to them; on 127.0.0.1, and on ::1 where the machine has
 * IPv6. In the foreground, without root: nginx runs from a temporary prefix holding a generated
 * nginx.conf, deploy/nginx/ linked in as site/ and the server blocks rendered from
 * deploy/nginx/default.conf.template by deploy/nginx/render.sh (as the Docker image and
 * deploy/rollout.sh render them), with the values it used kept in the prefix's nginx.env. Unless
 * TLS_CERT and TLS_KEY name a certificate, it makes a throw-away one (support/certificates.mjs)
 * and prints the authority to trust. Ctrl-C stops nginx and removes the prefix.
 *
 * Environment: PORT and TLS_PORT; SERVER_NAME and ADMIN_SERVER_NAME (localhost, admin.localhost);
 * TLS_CERT and TLS_KEY (a certificate naming the site, its bare or www. twin and the admin);
 * ACME_ROOT (the challenge folder, default one in the prefix); ACCESS_LOG=off to keep the request log
 * quiet (benchmarks); NGINX (the binary, default nginx from PATH or /usr/sbin/nginx); SITE_DIR (the
 * folder holding dist/, dist-admin/ and deploy/nginx/: this checkout unless given, as a release
 * folder of deploy/rollout.sh is).
 * When started as root (CI, containers), the workers run as root too: nginx would otherwise drop them
 * to nobody, who cannot read a checkout under a private folder (mktemp's 0700), and every file would
 * answer 403. This is a preview on 127.0.0.1 only; production runs the image's own nginx user.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { makeCertificates } from '../support/certificates.mjs';

const siteDir = resolve(process.env.SITE_DIR ?? join(import.meta.dirname, '..'));
const dist = join(siteDir, 'dist');
const distAdmin = join(siteDir, 'dist-admin');
const deploy = join(siteDir, 'deploy', 'nginx');
const accessLog = process.env.ACCESS_LOG === 'off' ? 'off' : '/dev/stdout';
const serverName = process.env.SERVER_NAME ?? 'localhost';
const adminServerName = process.env.ADMIN_SERVER_NAME ?? 'admin.localhost';

function fail(message) {
  console.error(`preview:nginx: ${message}`);
  process.exit(1);
}

function portFrom(name, fallback) {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name}=${process.env[name]} is not a port number`);
  return port;
}
const port = portFrom('PORT', 8080);
const tlsPort = portFrom('TLS_PORT', 8443);

for (const file of [join(dist, 'index.html'), join(distAdmin, 'index.html'), join(deploy, 'generated', 'http.conf')]) {
  if (!existsSync(file)) fail(`${file} is missing: run \`npm run build\` first.`);
}
if (!process.env.TLS_CERT !== !process.env.TLS_KEY) fail('set both TLS_CERT and TLS_KEY, or neither');

const nginx = [process.env.NGINX, 'nginx', '/usr/sbin/nginx'].find(
  (bin) => bin && spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0,
);
if (!nginx) fail('nginx is not installed (Debian: apt-get install nginx libnginx-mod-http-brotli-static).');

// `nginx -V` names the folder of dynamic modules; Debian's brotli package puts its module there.
const build = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr;
const version = build.match(/nginx\/(\S+)/)?.[1] ?? '?';
const modules = build.match(/--modules-path=(\S+)/)?.[1] ?? '/usr/lib/nginx/modules';
const brotliModule = join(modules, 'ngx_http_brotli_static_module.so');
const brotli = existsSync(brotliModule);

const prefix = mkdtempSync(join(tmpdir(), 'preview-nginx-'));
// The workers must reach their temp folders inside the prefix (mktemp makes it private to its owner).
chmodSync(prefix, 0o755);
mkdirSync(join(prefix, 'conf.d'));
symlinkSync(deploy, join(prefix, 'site'));
const acmeRoot = process.env.ACME_ROOT ?? join(prefix, 'acme');
mkdirSync(acmeRoot, { recursive: true });

// The site's twin name (the bare domain of a www. host, or www. of a bare one), as render.sh derives it.
const bareServerName = serverName.startsWith('www.') ? serverName.slice(4) : `www.${serverName}`;
let tls = { cert: process.env.TLS_CERT, key: process.env.TLS_KEY };
if (!tls.cert) {
  mkdirSync(join(prefix, 'tls'));
  tls = makeCertificates(join(prefix, 'tls'), [serverName, bareServerName, adminServerName]);
}

// The server blocks, rendered by deploy/nginx/render.sh from these values, which stay in the prefix
// (nginx.env, in sh syntax) for whatever renders the template again (deploy/rollout.sh).
const values = {
  NGINX_SERVER_NAME: serverName,
  NGINX_ADMIN_SERVER_NAME: adminServerName,
  NGINX_ROOT: dist,
  NGINX_ADMIN_ROOT: distAdmin,
  NGINX_HTTP_LISTEN: `127.0.0.1:${port}`,
  NGINX_HTTP_LISTEN_IPV6: `[::1]:${port}`,
  NGINX_HTTPS_LISTEN: `127.0.0.1:${tlsPort}`,
  NGINX_HTTPS_LISTEN_IPV6: `[::1]:${tlsPort}`,
  NGINX_HTTPS_PORT: String(tlsPort),
  NGINX_TLS_CERTIFICATE: tls.cert,
  NGINX_TLS_CERTIFICATE_KEY: tls.key,
  NGINX_ACME_ROOT: acmeRoot,
};
const shQuote = (value) => `'${value.replaceAll("'", `'\\''`)}'`;
writeFileSync(
  join(prefix, 'nginx.env'),
  Object.entries(values)
    .map(([name, value]) => `${name}=${shQuote(value)}\n`)
    .join(''),
);
const rendered = spawnSync(
  'sh',
  [join(deploy, 'render.sh'), join(deploy, 'default.conf.template'), join(prefix, 'conf.d', 'default.conf')],
  {
    env: { ...process.env, ...values },
    encoding: 'utf8',
  },
);
if (rendered.status !== 0) {
  rmSync(prefix, { recursive: true, force: true });
  fail(`deploy/nginx/render.sh failed: ${rendered.stderr.trim()}`);
}
const ipv6 = / \(IPv6 on\)/.test(rendered.stdout);

writeFileSync(
  join(prefix, 'nginx.conf'),
  `# Written by scripts/preview-nginx.mjs for one run; the site's own configuration is in site/.
${brotli ? `load_module ${brotliModule};\n` : ''}${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes auto;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;

events {
    worker_connections 1024;
}

http {
    client_body_temp_path ${join(prefix, 'client_body')};
    proxy_temp_path ${join(prefix, 'proxy')};
    fastcgi_temp_path ${join(prefix, 'fastcgi')};
    uwsgi_temp_path ${join(prefix, 'uwsgi')};
    scgi_temp_path ${join(prefix, 'scgi')};
    access_log ${accessLog};
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
${brotli ? '    include site/brotli.conf;\n' : ''}
    include conf.d/*.conf;
}
`,
);

const child = spawn(nginx, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
  stdio: 'inherit',
});
console.log(
  `preview:nginx: nginx ${version} serving ${dist} on https://${serverName}:${tlsPort}/ and ${distAdmin} on ` +
    `https://${adminServerName}:${tlsPort}/, https://${bareServerName}:${tlsPort}/ redirecting to the site, ` +
    `plain HTTP on port ${port} redirecting to them (${ipv6 ? '127.0.0.1 and ::1' : '127.0.0.1 only: this machine has no IPv6'}; ` +
    `brotli ${brotli ? 'on' : `off: no ${brotliModule}`}; prefix ${prefix}).` +
    (tls.ca ? ` Throw-away certificate authority: ${tls.ca}.` : '') +
    ' Ctrl-C stops it.',
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    // nginx stops at once on TERM (a terminal's Ctrl-C reaches it directly as well).
    child.kill('SIGTERM');
  });
}
child.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  if (!stopping) console.error(`preview:nginx: nginx exited (${signal ?? code})`);
  process.exit(stopping ? 0 : (code ?? 1));
});
