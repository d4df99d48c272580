# One remote's image, for any remote:
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=people \
#     --build-arg PREVIOUS=registry.example.com/telehealth/remote-people:0.1.0 -t .../remote-people:0.2.0 .
# It is built from the remote's own workspace slice: the lockfile, shared/ and the remote's folder
# (`pnpm deploy`), not the whole repository. Releases are baked per image tag: the image serves its
# own release at /remotes/<name>/<version>/ and every release the PREVIOUS image served (copied
# from it), read-only. Old and new pods of a rollout then both serve the release config.json names,
# and a rollback through config.json survives any pod restart (docs/decisions.md).
ARG PREVIOUS=no-previous-release

FROM busybox:1.37.0 AS no-previous-release
RUN mkdir -p /usr/share/nginx/html/remotes

FROM ${PREVIOUS} AS previous

FROM node:24.11.1-slim AS build
ARG REMOTE
RUN test -n "$REMOTE" && npm install -g pnpm@12.21.0
WORKDIR /workspace
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY shared ./shared
COPY remote-${REMOTE} ./remote-${REMOTE}
RUN pnpm --filter "@telehealth/remote-${REMOTE}" deploy /slice --frozen-lockfile
WORKDIR /slice
RUN pnpm run release --into /release/remotes/${REMOTE} \
 && find /release -name '*.map' -delete

FROM nginxinc/nginx-unprivileged:1.28.0-alpine
COPY deploy/static/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/static/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=previous /usr/share/nginx/html/remotes /usr/share/nginx/html/remotes
COPY --from=build /release/remotes /usr/share/nginx/html/remotes
EXPOSE 8080
