# The production site in one image: built on Node 24, served by Debian's nginx with its brotli
# module and deploy/nginx/ (the same nginx and configuration `npm run preview:nginx` and the HTTP
# tests run): HTTPS with HTTP/2 for the site and for the content admin on its own host name, the
# bare domain (example.org) redirected to the site's, on IPv4 and IPv6.
#   docker build --build-arg SITE_URL=https://www.example.org -t site .
#   docker run -p 80:80 -p 443:443 \
#     -e NGINX_SERVER_NAME=www.example.org -e NGINX_ADMIN_SERVER_NAME=admin.example.org \
#     -e NGINX_TLS_CERTIFICATE=/etc/letsencrypt/live/www.example.org/fullchain.pem \
#     -e NGINX_TLS_CERTIFICATE_KEY=/etc/letsencrypt/live/www.example.org/privkey.pem \
#     -v /etc/letsencrypt:/etc/letsencrypt:ro -v /var/www/acme:/var/www/acme:ro site
# certbot's /etc/letsencrypt is mounted whole: its live/ files are links into archive/, which a
# mount of live/ alone would leave dangling. docs/deploy.md has the details. CI builds the image on
# main and publishes it to ghcr.io.

FROM node:24-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json .npmrc ./
# Only what the build needs: no test runners, browsers' drivers, linters or benchmarks. The share
# images draw their text with the fonts of a package, so this stage needs no system font.
RUN npm install --omit=dev --no-audit --no-fund
COPY . .
# Read at build time, all optional: the list in docs/deploy.md, "Build settings" (the workflow passes
# each from the repository variable of its name).
ARG SITE_URL
ARG PUBLIC_EMAILJS_PUBLIC_KEY
ARG PUBLIC_EMAILJS_SERVICE_ID
ARG PUBLIC_EMAILJS_TEMPLATE_ID
ARG PUBLIC_RECAPTCHA_SITE_KEY
ARG PUBLIC_ANALYTICS_ID
ARG PUBLIC_CALCOM_ORIGIN
ARG PUBLIC_CALCOM_EMBED_ORIGIN
ARG PUBLIC_CALCOM_LINK
ARG HSTS_PRELOAD
RUN npm run build

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static ca-certificates \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log \
 && mkdir -p /etc/nginx/tls /var/www/acme
# Where the template finds things; the two host names have no default (the entrypoint asks for them).
ENV NGINX_ROOT=/srv/site \
    NGINX_ADMIN_ROOT=/srv/admin \
    NGINX_HTTP_LISTEN=80 \
    NGINX_HTTP_LISTEN_IPV6=[::]:80 \
    NGINX_HTTPS_LISTEN=443 \
    NGINX_HTTPS_LISTEN_IPV6=[::]:443 \
    NGINX_HTTPS_PORT=443 \
    NGINX_TLS_CERTIFICATE=/etc/nginx/tls/fullchain.pem \
    NGINX_TLS_CERTIFICATE_KEY=/etc/nginx/tls/privkey.pem \
    NGINX_ACME_ROOT=/var/www/acme
COPY --from=build /site/deploy/nginx/ /etc/nginx/site/
# Debian's package loads the brotli module (modules-enabled/); this turns on its .br files.
RUN ln -s /etc/nginx/site/brotli.conf /etc/nginx/conf.d/brotli.conf
COPY --from=build /site/dist/ /srv/site/
COPY --from=build /site/dist-admin/ /srv/admin/
COPY deploy/docker/entrypoint.sh /usr/local/bin/entrypoint.sh
EXPOSE 80 443
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/entrypoint.sh"]
