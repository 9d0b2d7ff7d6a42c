# syntax=docker/dockerfile:1
# The production image of Vernissage (ADR 048; docs/deployment.md). Four stages:
#   manifests – the workspace's package manifests, the base of the two installs;
#   build   – every dependency, then `node scripts/build.mjs`: the server bundle (apps/server/dist)
#             and the web build (apps/web/build), as `npm start` runs them;
#   deps    – only what the bundle and the web build import at run time: the production
#             dependencies of apps/server and apps/web (packages/shared is bundled into both);
#   runtime – those packages, the two builds and the migrations, as a non-root user.
ARG NODE_MAJOR=26

FROM node:${NODE_MAJOR}-slim AS manifests
WORKDIR /app
# Manifests first, so a change of source alone reuses the installed layers.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/sdk/package.json packages/sdk/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force

FROM manifests AS deps
COPY scripts/prune-dev-optional.mjs scripts/
# No install script of a production package is needed (sharp ships prebuilt binaries as packages).
RUN npm ci --omit=dev --workspace @vernissage/server --workspace @vernissage/web \
      --ignore-scripts --no-audit --no-fund \
 && node scripts/prune-dev-optional.mjs \
 && rm -rf scripts \
 && npm cache clean --force

FROM node:${NODE_MAJOR}-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Code and packages stay root's and read-only to the app; only DATA_DIR is its own.
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
# Applied at every start (under an advisory lock on PostgreSQL, so instances may start together).
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/build apps/web/build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness only: readiness (`/api/ready`, the database answers) is the proxy's and the
# orchestrator's question. Node's own fetch: the slim image has neither curl nor wget.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 is fine: server.ts stops gracefully on SIGTERM (SHUTDOWN_TIMEOUT_MS).
CMD ["node", "apps/server/dist/server.js"]
