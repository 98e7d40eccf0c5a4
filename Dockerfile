# One image for every service of the distributed mode; SERVICE chooses which one a container runs
# (embedded | gateway | command-api | query-api | projectors | exporter), see docker-compose.yml.
# The exporter's image (target `exporter`) adds Debian's chromium and ffmpeg, which it renders with
# (command-api runs it too, for credits.png); the default target (`run`, the last stage) leaves them
# out of the other services.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY command-api/package.json command-api/
COPY query-api/package.json query-api/
COPY projectors/package.json projectors/
COPY exporter/package.json exporter/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
# The system tests are not part of the image: their workspace is only declared so that npm ci takes the lock file.
COPY system-tests/package.json system-tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsc -b && npm run build -w frontend \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS run-base
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    SERVICE=embedded
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/contracts ./contracts
COPY --from=build --chown=node:node /app/platform ./platform
COPY --from=build --chown=node:node /app/command-api ./command-api
COPY --from=build --chown=node:node /app/query-api ./query-api
COPY --from=build --chown=node:node /app/projectors ./projectors
COPY --from=build --chown=node:node /app/exporter ./exporter
COPY --from=build --chown=node:node /app/gateway ./gateway
COPY --from=build --chown=node:node /app/frontend/dist ./frontend/dist
RUN mkdir -p /data && chown node:node /data
# Every stage a container runs (this one, `exporter` and `run`) runs as node, never root. By number
# (node is 1000:1000 in the node images), so that an orchestrator can check it is not root before it
# starts the container (Kubernetes' runAsNonRoot cannot check a name).
USER 1000:1000
EXPOSE 8080
VOLUME ["/data"]
# The slim image has no curl; node's fetch does the probe.
HEALTHCHECK --interval=10s --timeout=5s --start-period=40s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "gateway/dist/main.js"]

FROM run-base AS exporter
# Root only to install the packages; the container runs as node again.
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium ffmpeg \
 && rm -rf /var/lib/apt/lists/*
USER 1000:1000
ENV SERVICE=exporter \
    CHROMIUM_PATH=/usr/bin/chromium

FROM run-base AS run
