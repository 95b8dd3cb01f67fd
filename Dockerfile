# The shop as a container (issue 19): built with the dev dependencies, run with the production ones only, as
# the unprivileged `node` user. `docker compose up` (compose.yaml) runs two of them behind a proxy.
# These build machines cannot pull images; the same production install is proven by scripts/check-production.mjs.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared packages/shared
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/build apps/server/build
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Node itself receives SIGTERM (no npm in between) and drains: readiness 503, then requests stop. Its flags are
# scripts/lib.mjs's SERVER_NODE_FLAGS (apps/server/test/server-node-flags.test.ts holds the two together).
CMD ["node", "--max-semi-space-size=32", "--enable-source-maps", "apps/server/build/main.js"]
