#!/bin/sh
# Runs before nginx starts (the image's /docker-entrypoint.d): copies this image's release into the
# releases volume unless that version is already there, and serves it as the current release. Releases are never overwritten, so the
# volume keeps every release this remote ever ran, and config.json may point at any of them.
set -eu
mkdir -p /srv/releases
for release in /opt/release/*/; do
  version=$(basename "$release")
  if [ ! -e "/srv/releases/$version" ]; then
    cp -R "$release" "/srv/releases/$version.partial"
    mv "/srv/releases/$version.partial" "/srv/releases/$version"
  fi
done

# The image's own release is also the current one, served at the root (/remotes/<name>/ through
# the gateway) beside the kept ones at /<version>/.
for release in /opt/release/*/; do
  rm -rf /usr/share/nginx/html/*
  cp -R "$release". /usr/share/nginx/html/
done
