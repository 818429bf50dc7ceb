# syntax=docker/dockerfile:1
# The API and its dashboard (and, with WORKER unset, a campaign worker) on Node 22 LTS. Build, then run as a non-root user
# from a production-only dependency tree. `docker compose up` runs it with PostgreSQL, Redis and a worker.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/client/package.json ./packages/client/
COPY web/package.json ./web/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY packages/client ./packages/client
COPY web ./web
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force \
  && mkdir -p /app/data && chown node:node /app/data
COPY drizzle ./drizzle
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec form: SIGTERM from `docker stop` reaches Node, which shuts down gracefully within 10 s.
CMD ["node", "dist/server.js"]
