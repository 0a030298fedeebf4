# The service's image: compiled JavaScript and production dependencies on Node 24, run as `node`.
# Build: docker build -t honeypot .   Run: docker run -p 8080:8080 -e HONEYPOT_API_KEY=... honeypot
# The Node image is pinned to the release the project's `node` devDependency runs in development
# (package.json), so tests and production run the same Node. Cloud Build passes the same value.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

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

# Runtime stage: production dependencies and the compiled output only; no sources, no compiler.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The embedded store's directory (HONEYPOT_DATA_DIR=./data), for a local `docker run`; hosted, the store is Firestore.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# `npm start` without npm: node is PID 1 and receives SIGTERM itself (graceful shutdown).
CMD ["node", "--max-semi-space-size=4", "dist/services/server/index.js"]
