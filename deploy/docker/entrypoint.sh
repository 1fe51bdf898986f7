#!/bin/sh
# The image's start: renders the server blocks from deploy/nginx/default.conf.template with this
# container's settings (deploy/nginx/render.sh: the bare domain derived from NGINX_SERVER_NAME,
# IPv6 listens where the container has IPv6), checks the configuration and runs nginx in the
# foreground.
set -eu

for name in NGINX_SERVER_NAME NGINX_ADMIN_SERVER_NAME; do
  eval "value=\${$name:-}"
  if [ -z "$value" ]; then
    echo "entrypoint: set $name (docker run -e $name=...): docs/deploy.md." >&2
    exit 1
  fi
done
for file in "$NGINX_TLS_CERTIFICATE" "$NGINX_TLS_CERTIFICATE_KEY"; do
  if [ -L "$file" ] && [ ! -e "$file" ]; then
    # certbot's live/ holds links into archive/: a mount of live/ alone leaves them dangling.
    echo "entrypoint: $file links to $(readlink "$file"), which is not in the container: mount certbot's whole /etc/letsencrypt (docs/deploy.md)." >&2
    exit 1
  fi
  if [ ! -r "$file" ]; then
    echo "entrypoint: no certificate at $file: mount the certificate and key (docs/deploy.md)." >&2
    exit 1
  fi
done

sh /etc/nginx/site/render.sh /etc/nginx/site/default.conf.template /etc/nginx/conf.d/site.conf
nginx -t -q
exec nginx -g 'daemon off;'
