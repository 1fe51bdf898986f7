#!/bin/sh
# Renders the servers from default.conf.template with the NGINX_* values in the environment:
#   sh render.sh <template> <output>
# The Docker image's entrypoint, `npm run preview:nginx` and deploy/rollout.sh all render with it,
# so the three cannot read the template differently. Only ${NGINX_…} names outside comments are
# filled in (nginx's own $host and $uri stay); one the environment leaves unset or empty fails the
# render, naming it.
#
# Derived when unset:
#   NGINX_BARE_SERVER_NAME  the site's other name, from NGINX_SERVER_NAME: www. taken off
#                           (www.example.org → example.org), or put on for a site on a bare domain.
#   NGINX_IPV6              on where the machine has IPv6 (its loopback ::1 is in
#                           /proc/net/if_inet6), else off; off leaves out every line naming an
#                           *_IPV6 value, so nginx does not try to listen where it cannot.
# POSIX sh and awk only: the image (debian:bookworm-slim) and a bare Debian host have both.
set -eu

if [ $# -ne 2 ]; then
  echo "render: usage: sh render.sh <template> <output>" >&2
  exit 2
fi
template=$1
output=$2

if [ -z "${NGINX_BARE_SERVER_NAME:-}" ] && [ -n "${NGINX_SERVER_NAME:-}" ]; then
  case $NGINX_SERVER_NAME in
    www.*) NGINX_BARE_SERVER_NAME=${NGINX_SERVER_NAME#www.} ;;
    *) NGINX_BARE_SERVER_NAME=www.$NGINX_SERVER_NAME ;;
  esac
  export NGINX_BARE_SERVER_NAME
fi

if [ -z "${NGINX_IPV6:-}" ]; then
  if grep -q '^00000000000000000000000000000001 ' /proc/net/if_inet6 2>/dev/null; then NGINX_IPV6=on; else NGINX_IPV6=off; fi
fi
case $NGINX_IPV6 in
  on | off) ;;
  *)
    echo "render: NGINX_IPV6 must be on or off, not \"$NGINX_IPV6\"" >&2
    exit 2
    ;;
esac

# Written beside the output and moved over it: a failed render leaves the old file as it was.
partial="$output.render-$$"
trap 'rm -f "$partial"' EXIT
NGINX_IPV6=$NGINX_IPV6 awk '
  /^[ \t]*#/ { print; next }
  ENVIRON["NGINX_IPV6"] == "off" && /\$\{NGINX_[A-Z0-9_]*_IPV6\}/ { next }
  {
    rest = $0
    done = ""
    while (match(rest, /\$\{NGINX_[A-Z0-9_]+\}/)) {
      name = substr(rest, RSTART + 2, RLENGTH - 3)
      if (ENVIRON[name] == "") {
        print "render: " FILENAME " names ${" name "}, which is not set" > "/dev/stderr"
        exit 1
      }
      done = done substr(rest, 1, RSTART - 1) ENVIRON[name]
      rest = substr(rest, RSTART + RLENGTH)
    }
    print done rest
  }
' "$template" > "$partial"
mv "$partial" "$output"
trap - EXIT
echo "render: $output from $template (IPv6 $NGINX_IPV6)"
