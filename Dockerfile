# syntax=docker/dockerfile:1
# The site as one image: the static pages are built with the full dependency set, then served by
# the Node 24 server (src/server/main.ts, native type stripping, no compile step) with production
# dependencies only, as the unprivileged `node` user. See docs/deploy.md.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: all dependencies, then `astro build` → /app/dist --------------------------------
FROM ${NODE_IMAGE} AS build
# The public origin and the contact addresses the pages are built for (docs/deploy.md):
#   docker build --build-arg SITE_URL=https://example.com .   (run the image with the same SITE_URL)
ARG SITE_URL
ARG SALES_EMAIL
ARG SUPPORT_EMAIL
WORKDIR /app
COPY package.json package-lock.json ./
# The committed lockfile exactly (npm ci fails rather than resolve anything anew).
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies only (what src/server imports at run time) ---------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# No devDependencies, so not the `node` package either: the runtime's Node 24 is the base image's
# (NODE_IMAGE), which `npm run <script>` finds on PATH as the dev machine finds node_modules/.bin/node.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4321 \
    LEADS_DB_PATH=/app/data/leads.db
WORKDIR /app
# Code and dependencies stay owned by root (read-only for the server); only data/ is writable,
# for the SQLite file when DATABASE_URL is unset (mount a volume there to keep it).
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY src ./src
# Every operator command of docs/operations.md (tests/api/image-layout.test.ts lays out exactly
# these COPY lines and runs each command there).
COPY scripts/leads.ts scripts/leads-deliveries.ts scripts/operators.ts scripts/db-migrate.ts scripts/worker.ts scripts/db-backup.ts scripts/db-restore.ts ./scripts/
COPY scripts/lib/file-command.ts scripts/lib/command-line.ts ./scripts/lib/
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4321
# Liveness: the process answers HTTP (/livez: no I/O, no database round trip). The load balancer's
# readiness check is /readyz (docs/deploy.md).
HEALTHCHECK --interval=15s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains requests in flight (up to SHUTDOWN_TIMEOUT_MS), closes the database, exits 0.
STOPSIGNAL SIGTERM
# The same flags as `npm run serve`, run by the image's own Node 24 (node directly: PID 1 gets SIGTERM).
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=128", "src/server/main.ts"]
