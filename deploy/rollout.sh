#!/bin/sh
# Puts a build live on an nginx host, and takes it back. Runs on the server (the workflow's rollout
# job uploads it with the build and runs it over SSH); POSIX sh with tar, curl and GNU mv.
#
#   sh rollout.sh deploy <build.tar.gz | folder> <name>   put a build live as releases/<time>-<name>/
#   sh rollout.sh rollback                                the release before the current one, live again
#   sh rollout.sh status                                  the releases, the live one marked
#
# A build is the workflow's `site` artefact: dist/, dist-admin/ and deploy/ (nginx's configuration
# with its generated part, and this script). Under ROLLOUT_BASE (/srv/site):
#   releases/20261207T060012Z-3f2a9c1d0b7e/   one folder a build, named by when and which commit
#   current -> releases/…                     what nginx serves: its roots are current/dist and
#                                             current/dist-admin, and /etc/nginx/site links to
#                                             current/deploy/nginx (docs/deploy.md, "Rollout")
# A deploy unpacks the build into a new release folder, switches `current` to it in one step (a new
# link renamed over the old one: a request sees the old release or the new, never a mix of
# folders), renders the servers from the release's template, has nginx check and reload its
# configuration, and checks the site as a visitor gets it: the home page, the Hindi home page and
# a hashed asset must answer 200 with this release's own bytes. When any of that fails, the
# previous release is switched back and reloaded, the failed one removed, and the deploy exits 1:
# the old release never stops serving. The newest ROLLOUT_KEEP releases stay (5), for rollback.
#
# Settings: ROLLOUT_BASE from the environment, the others from ROLLOUT_BASE/rollout.env (NAME=value
# lines, sh syntax), written once by the deployer; the environment supplies any the file leaves out.
#   ROLLOUT_BASE           the folder holding releases/ and current (/srv/site)
#   ROLLOUT_SITE_URL       the site's public address, checked after each switch (https://www.example.org)
#   ROLLOUT_CONNECT_TO     host:port to reach it at instead of its DNS name (127.0.0.1:443), so the
#                          check asks this server, under the site's name and certificate
#   ROLLOUT_CA             a certificate authority file to trust for the check (the system's if unset)
#   ROLLOUT_HEALTH_PAGES   the pages checked ("/ /hi": the home page and the Hindi home page)
#   ROLLOUT_NGINX_ENV      the NGINX_… values the servers are rendered with (nginx.env, sh syntax)
#   ROLLOUT_NGINX_CONF     where the rendered servers go (/etc/nginx/conf.d/site.conf); both
#                          unset: the servers are not rendered (they stay as installed)
#   ROLLOUT_NGINX_TEST     the command that checks nginx's configuration (sudo -n nginx -t -q)
#   ROLLOUT_NGINX_RELOAD   the command that loads it (sudo -n systemctl reload-or-restart nginx:
#                          the first rollout starts an nginx that had no site to serve yet)
#   ROLLOUT_KEEP           how many releases stay (5)
set -eu

fail() {
  echo "rollout: $*" >&2
  exit 1
}
say() {
  echo "rollout: $*"
}

base=${ROLLOUT_BASE:-/srv/site}
[ -d "$base" ] || fail "$base does not exist: make it, owned by the deploying user (docs/deploy.md, \"Rollout\")"
base=$(cd "$base" && pwd -P)
if [ -f "$base/rollout.env" ]; then
  # shellcheck source=/dev/null
  . "$base/rollout.env"
fi
releases=$base/releases
current=$base/current
keep=${ROLLOUT_KEEP:-5}
health_pages=${ROLLOUT_HEALTH_PAGES:-/ /hi}
nginx_test=${ROLLOUT_NGINX_TEST:-sudo -n nginx -t -q}
nginx_reload=${ROLLOUT_NGINX_RELOAD:-sudo -n systemctl reload-or-restart nginx}

# Every setting a switch needs, checked before anything is switched.
check_settings() {
  case $keep in '' | *[!0-9]* | 0) fail "ROLLOUT_KEEP must be a whole number of releases, at least 1 (got \"$keep\")" ;; esac
  [ -n "${ROLLOUT_SITE_URL:-}" ] || fail "set ROLLOUT_SITE_URL, the site's address to check, in $base/rollout.env"
  if [ -n "${ROLLOUT_NGINX_CONF:-}" ] && [ ! -r "${ROLLOUT_NGINX_ENV:-}" ]; then
    fail "ROLLOUT_NGINX_CONF is set, but ROLLOUT_NGINX_ENV names no file of values to render it with"
  fi
  command -v curl >/dev/null || fail "curl is missing (apt-get install curl)"
}

# One rollout at a time: mkdir either makes the lock or fails, atomically.
lock() {
  mkdir "$base/.rollout-lock" 2>/dev/null || fail "another rollout holds $base/.rollout-lock (remove it if none is running)"
  trap 'rm -rf "$base/.rollout-lock"' EXIT
  trap 'exit 1' HUP INT TERM
}

# The live release's name, or nothing.
live() {
  [ -L "$current" ] || return 0
  basename "$(readlink "$current")"
}

# Every release, oldest first: names start with their UTC time, so they sort in order.
all_releases() {
  for path in "$releases"/[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]T[0-9][0-9][0-9][0-9][0-9][0-9]Z-*; do
    if [ -d "$path" ]; then basename "$path"; fi
  done
}

# `current` to a release, in one step: a new link, renamed over the old one.
switch_to() {
  ln -sfn "releases/$1" "$base/.current-next"
  mv -T "$base/.current-next" "$current"
}

# The servers rendered from a release's template, when the host asks for it (the old file kept).
render() {
  [ -n "${ROLLOUT_NGINX_CONF:-}" ] || return 0
  (
    set -a
    # shellcheck source=/dev/null
    . "$ROLLOUT_NGINX_ENV"
    set +a
    sh "$releases/$1/deploy/nginx/render.sh" "$releases/$1/deploy/nginx/default.conf.template" "$ROLLOUT_NGINX_CONF"
  )
}

# nginx checks the configuration it would load, then loads it; no reload when the check fails.
reload() {
  sh -c "$nginx_test" </dev/null || return 1
  sh -c "$nginx_reload" </dev/null
}

# One address of the site, as a visitor gets it: 200, and exactly the release's file.
check_one() {
  url=${ROLLOUT_SITE_URL%/}$1
  file=$2
  body=$base/.health-body
  attempt=1
  while :; do
    # No Accept-Encoding: nginx sends the file as it is on disk, so the bytes can be compared.
    status=$(curl -sS --max-time 10 -o "$body" -w '%{http_code}' \
      ${ROLLOUT_CONNECT_TO:+--connect-to "::$ROLLOUT_CONNECT_TO"} ${ROLLOUT_CA:+--cacert "$ROLLOUT_CA"} "$url" </dev/null) || status=000
    if [ "$status" = 200 ] && cmp -s "$body" "$file"; then
      rm -f "$body"
      say "  $url: 200, this release's $(basename "$file")"
      return 0
    fi
    if [ "$attempt" -ge 3 ]; then
      if [ "$status" = 200 ]; then why="200 but not this release's $(basename "$file")"; else why="status $status"; fi
      rm -f "$body"
      echo "rollout:   $url: $why" >&2
      return 1
    fi
    attempt=$((attempt + 1))
    sleep 1
  done
}

# The live site serves this release: its home page, its Hindi home page and one of its hashed assets.
healthy() {
  dist=$releases/$1/dist
  for page in $health_pages; do
    case $page in
      */) file=$dist${page}index.html ;;
      *) file=$dist$page.html ;;
    esac
    check_one "$page" "$file" || return 1
  done
  asset=
  for path in "$dist"/_astro/*.js "$dist"/_astro/*.css; do
    if [ -f "$path" ]; then
      asset=${path##*/}
      break
    fi
  done
  [ -n "$asset" ] || {
    echo "rollout:   the release has no hashed script or stylesheet in dist/_astro/" >&2
    return 1
  }
  check_one "/_astro/$asset" "$dist/_astro/$asset"
}

# Live on `target`, or back on `fallback` (no release left live when there is none): 0 when
# `target` is live and healthy.
go_live() {
  target=$1
  fallback=$2
  say "switching to $target"
  switch_to "$target"
  if render "$target" && reload && healthy "$target"; then
    return 0
  fi
  if [ -n "$fallback" ]; then
    say "$target failed; back to $fallback"
    switch_to "$fallback"
    render "$fallback" && reload || echo "rollout: nginx did not reload $fallback's configuration: check it now" >&2
  else
    rm -f "$current"
    echo "rollout: $target failed, and there is no earlier release to go back to" >&2
  fi
  return 1
}

# The oldest releases removed until ROLLOUT_KEEP are left; never the live one.
prune() {
  now=$(live)
  count=$(all_releases | wc -l)
  for name in $(all_releases); do
    [ "$count" -gt "$keep" ] || break
    [ "$name" = "$now" ] && continue
    rm -rf "${releases:?}/$name"
    count=$((count - 1))
    say "removed the old release $name"
  done
}

deploy() {
  [ $# -eq 2 ] || fail "usage: sh rollout.sh deploy <build.tar.gz | folder> <name>"
  source=$1
  label=$2
  case $label in '' | *[!A-Za-z0-9._-]*) fail "the release's name may hold letters, digits, . _ and - only (got \"$label\")" ;; esac
  check_settings
  lock
  mkdir -p "$releases"
  # Names sort by time: wait for a second later than the newest release's.
  newest=$(all_releases | tail -n 1)
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  while [ -n "$newest" ] && ! awk -v stamp="$stamp" -v newest="${newest%%-*}" 'BEGIN { exit !(stamp > newest) }'; do
    sleep 1
    stamp=$(date -u +%Y%m%dT%H%M%SZ)
  done
  name=$stamp-$label
  release=$releases/$name
  mkdir "$release"
  if [ -d "$source" ]; then
    cp -R "$source/." "$release/"
  elif [ -f "$source" ]; then
    tar -xzf "$source" -C "$release"
  else
    rmdir "$release"
    fail "no build at $source"
  fi
  for file in dist/index.html dist-admin/index.html deploy/nginx/default.conf.template deploy/nginx/render.sh deploy/nginx/generated/http.conf; do
    if [ ! -f "$release/$file" ]; then
      rm -rf "$release"
      fail "the build has no $file: not the workflow's site artefact"
    fi
  done
  previous=$(live)
  if go_live "$name" "$previous"; then
    say "$name is live (before it: ${previous:-none})"
    prune
  else
    rm -rf "$release"
    fail "$name was not put live and is removed; ${previous:-nothing} serves"
  fi
}

rollback() {
  [ $# -eq 0 ] || fail "usage: sh rollout.sh rollback"
  check_settings
  lock
  now=$(live)
  [ -n "$now" ] || fail "no release is live"
  before=$(all_releases | awk -v now="$now" '$0 < now' | tail -n 1)
  [ -n "$before" ] || fail "$now is the oldest release: there is none before it"
  if go_live "$before" "$now"; then
    # As Capistrano does: the release rolled back from goes, so the next rollback goes further back.
    rm -rf "${releases:?}/$now"
    say "$before is live again; $now is removed (deploy its commit again to bring it back)"
  else
    fail "$before failed its check; $now still serves"
  fi
}

status() {
  now=$(live)
  for name in $(all_releases); do
    if [ "$name" = "$now" ]; then echo "* $name (live)"; else echo "  $name"; fi
  done
  [ -n "$now" ] || echo "(no release is live)"
}

command=${1:-}
[ $# -gt 0 ] && shift
case $command in
  deploy) deploy "$@" ;;
  rollback) rollback "$@" ;;
  status) status "$@" ;;
  *) fail "usage: sh rollout.sh deploy <build.tar.gz | folder> <name> | rollback | status" ;;
esac
