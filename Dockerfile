# The service's image: compiled JavaScript and production dependencies on Node 24, run as `node`.
# Build: docker build -t honeypot .   Run: docker run -p 8080:8080 -e HONEYPOT_API_KEY=... honeypot
# The Node image is pinned to the release the project's `node` devDependency runs in development
# (package.json), so tests and production run the same Node, and by digest, so a rebuilt or moved
# tag cannot change what ships (Renovate proposes new digests). Cloud Build passes the same value.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6

# Build stage: every dependency (TypeScript is a devDependency), then the compiler.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: `prepare` would compile before the sources are here, and the `node`
# devDependency would download a second Node that this image already is.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY events ./events
COPY lib ./lib
COPY services ./services
RUN npx --no-install tsc -p tsconfig.build.json
# The investigators' console, bundled into dist/console (served static at /console).
COPY console ./console
COPY scripts/build-console.mjs ./scripts/
RUN node scripts/build-console.mjs

# Runtime stage: production dependencies and the compiled output only; no sources, no compiler.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The compile-cache filler, and the collector the deploy's smoke test reports to (run from this image).
COPY scripts/warm-compile-cache.mjs scripts/collector.mjs ./scripts/
# The embedded store's directory (HONEYPOT_DATA_DIR=./data), for a local `docker run`; hosted, the store is Firestore.
RUN mkdir -p /app/data node_modules/.cache/honeypot-compile && chown node:node /app/data node_modules/.cache/honeypot-compile
# Node's compile cache for the first start (dist/services/server/index.js reads it), filled by the
# user the service runs as (Node keeps one cache per user id) on loopback with a throw-away store;
# then owned by root and only readable (Node writes its entries 0600), so no process of the service
# can change code it loads.
USER node
RUN node scripts/warm-compile-cache.mjs
USER root
RUN chown -R root:root node_modules/.cache/honeypot-compile && chmod -R a+rX node_modules/.cache/honeypot-compile
USER node
EXPOSE 8080
# `npm start` without npm: node is PID 1 and receives SIGTERM itself (graceful shutdown).
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "dist/services/server/index.js"]
