# ClearHire API: build with the whole workspace, run the bundled app as a non-root user.
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npx nx build api --configuration=production --outputStyle=static

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src/dist/apps/api/package.json /src/dist/apps/api/package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist/apps/api ./
RUN mkdir -p /app/var/storage && chown -R node:node /app/var
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run once per deployment (the migrate service in compose.yml), never from here.
CMD ["node", "main.js"]
