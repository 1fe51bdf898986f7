#!/bin/sh
# The image's start: renders the server blocks from deploy/nginx/default.conf.template with this
# container's settings (only the variables the template names, so nginx's own $host and $uri stay),
# checks the configuration and runs nginx in the foreground.
set -eu

for name in NGINX_SERVER_NAME NGINX_ADMIN_SERVER_NAME; do
  eval "value=\${$name:-}"
  if [ -z "$value" ]; then
    echo "entrypoint: set $name (docker run -e $name=...): docs/deploy.md." >&2
    exit 1
  fi
done
for file in "$NGINX_TLS_CERTIFICATE" "$NGINX_TLS_CERTIFICATE_KEY"; do
  if [ ! -r "$file" ]; then
    echo "entrypoint: no certificate at $file: mount the certificate and key (docs/deploy.md)." >&2
    exit 1
  fi
done

variables=$(grep -o '\${NGINX_[A-Z_]*}' /etc/nginx/site/default.conf.template | sort -u | tr '\n' ' ')
envsubst "$variables" < /etc/nginx/site/default.conf.template > /etc/nginx/conf.d/site.conf
nginx -t -q
exec nginx -g 'daemon off;'
