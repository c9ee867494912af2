# syntax=docker/dockerfile:1
# The API image: NestJS on Node 24, production dependencies only, run as a non-root user.
# Build from the repo root: docker build -f docker/api.Dockerfile .

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: only what npm needs to resolve the workspace tree -------------------------
# Copying the lockfile and every package.json on their own keeps the `npm ci` layers below
# cached until a dependency changes, not whenever any source file does.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package-lock.json /manifests/ \
 && find . -maxdepth 2 -name package.json -not -path './node_modules/*' -exec cp --parents {} /manifests/ \;

# ---- toolchain: Node 24 with the npm the lockfile was written with ------------------------
# The node:24 image ships an npm older than 11.16, which ignores the root package.json's `allowScripts` policy
# (npm >= 11.16) and would run install scripts the project has denied.
FROM ${NODE_IMAGE} AS toolchain
ARG NPM_VERSION=11.19.1
RUN npm install --global "npm@${NPM_VERSION}" --no-audit --no-fund \
 && npm --version

# ---- build: whole workspace, then contracts and api ---------------------------------------
FROM toolchain AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --no-audit --no-fund
COPY . .
RUN npm run build --workspace contracts \
 && npm run build --workspace api \
 && test -f api/dist/main.js

# ---- deps: production dependencies of the api workspace alone -----------------------------
# `--workspace api` installs the api's dependency tree (with the link to the contracts
# workspace it depends on) and no other workspace's; `--include-workspace-root=false` leaves
# out the root's own (dev) dependencies; `--omit=dev` drops every devDependency.
FROM toolchain AS deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --omit=dev --workspace api --include-workspace-root=false --no-audit --no-fund

# ---- runtime ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# node_modules (with its links node_modules/@cci/api -> api, @cci/contracts -> contracts)
# and the workspace manifests, then the compiled code the links point at.
COPY --from=deps /app ./
COPY --from=build /app/contracts/dist ./contracts/dist
COPY --from=build /app/api/dist ./api/dist
# The slices and their release layout, written once for the API and the release tools (api/src/web/releases.ts
# requires tools/release/layout.cjs, which reads slices.json, at run time).
COPY --from=build /app/slices.json ./slices.json
COPY --from=build /app/tools/release/layout.cjs ./tools/release/layout.cjs
# The cache rules of the static files (api/src/web/cache-control.ts requires it at run time).
COPY --from=build /app/tools/web/cache-control.cjs ./tools/web/cache-control.cjs
# `node` (uid 1000) comes with the base image; it owns nothing in /app, so the code is read-only to it.
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
