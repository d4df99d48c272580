#!/bin/sh
# Runs before nginx starts in the host's container (/docker-entrypoint.d) under compose: the host's
# config.json (which release of each remote the shell loads) lives on the /srv/config volume, so a
# rollback written there survives the container's recreation. The first start seeds it from the
# build. On Kubernetes /srv/config is the ConfigMap (read-only, already there): nothing to do.
set -eu
if [ ! -e /srv/config/config.json ]; then
  cp /usr/share/nginx/html/config.json /srv/config/config.json.partial
  mv /srv/config/config.json.partial /srv/config/config.json
fi
