# One remote's image, for any remote: `docker build -f deploy/remote.Dockerfile --build-arg REMOTE=people .`
# It is built from the remote's own workspace slice: the lockfile, shared/ and the remote's folder
# (`pnpm deploy`), not the whole repository. The image serves the remote's release under
# /<version>/ and keeps every earlier release found in its releases volume (never overwritten).
FROM node:20-slim AS build
ARG REMOTE
RUN test -n "$REMOTE" && npm install -g pnpm@12.21.0
WORKDIR /workspace
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY shared ./shared
COPY remote-${REMOTE} ./remote-${REMOTE}
RUN pnpm --filter "@telehealth/remote-${REMOTE}" deploy /slice --frozen-lockfile
WORKDIR /slice
RUN pnpm run release --into /release

FROM nginx:1.27-alpine
COPY deploy/static/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/static/keep-release.sh /docker-entrypoint.d/40-keep-release.sh
COPY --from=build /release /opt/release
