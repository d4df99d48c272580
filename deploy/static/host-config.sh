#!/bin/sh
# Runs before nginx starts in the host's container (/docker-entrypoint.d): the host's config.json
# (which release of each remote the shell loads) lives on the /srv/config volume, so a rollback
# written there survives the container's recreation. The first start seeds it from the build.
set -eu
mkdir -p /srv/config
if [ ! -e /srv/config/config.json ]; then
  cp /usr/share/nginx/html/config.json /srv/config/config.json.partial
  mv /srv/config/config.json.partial /srv/config/config.json
fi
ln -sf /srv/config/config.json /usr/share/nginx/html/config.json
