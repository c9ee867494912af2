#!/bin/sh
# Publishes this image's build of one front-end slice into the shared web root (the compose volume `web`), before
# nginx starts: /docker-entrypoint.d/40-cci-publish.sh in docker/static.Dockerfile. The api replicas mount that
# volume read-only as their WEB_ROOT and render pages with what is published there, while this slice's nginx serves
# the same files to browsers: `docker compose up -d --build mfe-community` switches both at once.
#
# Layout of the web root (the repo's, through one symlink per slice):
#   <root>/<slice>                       -> .builds/<slice>/<id>   the current build (shell/dist, shell/dist-ssr,
#                                                                  mfe-<slice>/dist with its server/ container)
#   <root>/.builds/<slice>/<id>/         a published build; <id> is a hash of its files (BUILD_ID, set at image build)
#   <root>/.builds/<slice>/previous      -> <id>                   the build before the current one, kept (nginx still
#                                                                  serves its files; see docker/static/nginx.conf)
#
# A build is copied into a hidden temp folder, renamed into place, then the slice's symlink is replaced by rename
# (mv -T): a reader sees the old build or the new one, never a half-copied one. Older builds than `previous` are
# removed. Publishing the build that is already current does nothing (a restart). The copy does not keep the files'
# times, so the api's caches (keyed by modification time) see a new build as new.
#
# Settings (environment): CCI_SLICE (set by the image), CCI_WEB_ROOT (default /web), CCI_BUILD_DIR (default
# /opt/cci/build: dist/, shell's dist-ssr/, BUILD_ID). docker/compose.spec.ts runs this file on a temp folder.
set -eu

slice="${CCI_SLICE:?CCI_SLICE must name the slice folder (shell, mfe-public, ...)}"
root="${CCI_WEB_ROOT:-/web}"
build="${CCI_BUILD_DIR:-/opt/cci/build}"
me="cci-publish"

fail() {
  echo "$me: $*" >&2
  exit 1
}

case "$slice" in
  shell | mfe-[a-z]*) ;;
  *) fail "CCI_SLICE must be shell or mfe-<name>, got '$slice'" ;;
esac
[ -d "$root" ] || fail "no web root at $root: mount the volume \`web\` there (docker-compose.yml)"
[ -f "$build/BUILD_ID" ] && [ -d "$build/dist" ] || fail "no build in $build (expected dist/ and BUILD_ID)"
id="$(cat "$build/BUILD_ID")"
case "$id" in
  '' | *[!0-9a-f]*) fail "bad BUILD_ID '$id' in $build" ;;
esac

builds="$root/.builds/$slice"
link="$root/$slice"
mkdir -p "$builds"

current=""
if [ -L "$link" ]; then
  current="$(readlink "$link")"
  current="${current##*/}"
elif [ -e "$link" ]; then
  fail "$link exists and is not a symlink: move it away, the web root's slice folders are managed by this script"
fi

if [ "$current" = "$id" ] && [ -d "$builds/$id" ]; then
  echo "$me: $slice build $id is already published"
  exit 0
fi

# Leftovers of an interrupted copy (only this slice's container publishes into $builds).
rm -rf "$builds"/.tmp-*

if [ ! -d "$builds/$id" ]; then
  tmp="$builds/.tmp-$id-$$"
  mkdir "$tmp"
  cp -R "$build/." "$tmp/"
  mv -T "$tmp" "$builds/$id"
fi

# The build being replaced becomes `previous` (kept), then the slice's link moves to the new one.
if [ -n "$current" ] && [ "$current" != "$id" ] && [ -d "$builds/$current" ]; then
  ln -sfn "$current" "$builds/.previous-$$"
  mv -T -f "$builds/.previous-$$" "$builds/previous"
fi
ln -sfn ".builds/$slice/$id" "$root/.$slice-$$"
mv -T -f "$root/.$slice-$$" "$link"

# Everything but the current and the previous build goes.
previous=""
[ -L "$builds/previous" ] && previous="$(readlink "$builds/previous")"
for dir in "$builds"/*; do
  name="${dir##*/}"
  [ "$name" = "*" ] || [ "$name" = "$id" ] || [ "$name" = "$previous" ] || [ "$name" = previous ] || rm -rf "$dir"
done

echo "$me: published $slice build $id (previous: ${previous:-none})"
