# ClearHire worker: renders the PDFs, sends the mail, sweeps for unqueued work. No HTTP port.
# Node.js 24 LTS, the version .ci/run runs the whole test suite on (it checks this line: move both together).
ARG NODE_VERSION=24.21.0
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npx nx build worker --configuration=production --outputStyle=static

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production MAIL_OUTBOX_DIR=/app/var/outbox STORAGE_DIR=/app/var/storage WORKER_METRICS_PORT=9465
WORKDIR /app
COPY --from=build /src/dist/apps/worker/package.json /src/dist/apps/worker/package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist/apps/worker ./
RUN mkdir -p /app/var/outbox /app/var/storage && chown -R node:node /app/var
USER node
# Live while its event loop answers on the metrics port (with the token when METRICS_TOKEN is set).
EXPOSE 9465
HEALTHCHECK --interval=30s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+process.env.WORKER_METRICS_PORT+'/health/live',{headers:process.env.METRICS_TOKEN?{authorization:'Bearer '+process.env.METRICS_TOKEN}:{}}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM lets running jobs finish (BullMQ worker.close) before the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "main.js"]
