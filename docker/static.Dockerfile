# syntax=docker/dockerfile:1
# One static front-end slice (the shell or a Module Federation remote) served by nginx.
# Build from the repo root: docker build -f docker/static.Dockerfile --build-arg SLICE=mfe-public .
# SLICE is the slice's folder: shell, mfe-public, mfe-community, mfe-dashboard or mfe-admin.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

# ---- manifests: only what npm needs to resolve the workspace tree -------------------------
# Keeps the `npm ci` layer cached until a dependency changes, not whenever any source does.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package-lock.json /manifests/ \
 && find . -maxdepth 2 -name package.json -not -path './node_modules/*' -exec cp --parents {} /manifests/ \;

# ---- build -------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
# The node:20 image ships npm 10, which ignores the root package.json's `allowScripts` policy
# (npm >= 11.16) and would run install scripts the project has denied.
ARG NPM_VERSION=11.19.1
RUN npm install --global "npm@${NPM_VERSION}" --no-audit --no-fund
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --no-audit --no-fund
COPY . .
# SLICE is declared only now, so that the install layers above are shared by all five slices.
ARG SLICE
RUN if [ -z "${SLICE}" ] || [ ! -f "${SLICE}/package.json" ]; then \
      echo "build arg SLICE must name a slice folder (shell, mfe-public, ...), got '${SLICE}'" >&2; exit 1; \
    fi
# contracts is the one workspace lib with a build of its own (its package main is dist/);
# shared-ui is consumed from source.
RUN npm run build --workspace contracts \
 && npm run build --workspace "${SLICE}"
# Fail the build, not the page, when the output lacks what the gateway and the shell rely on.
RUN cd "${SLICE}/dist" \
 && if [ "${SLICE}" = "shell" ]; then \
      test -f index.html && test -f mf-remotes.json; \
    else \
      test -f remoteEntry.js && test -f mf-manifest.json; \
    fi

# ---- runtime -----------------------------------------------------------------------------
FROM ${NGINX_IMAGE} AS runtime
ARG SLICE
COPY docker/static/nginx.conf /etc/nginx/nginx.conf
COPY docker/static/fallback-spa.conf docker/static/fallback-none.conf /etc/nginx/fallback/
# The shell answers every unknown path with its index.html (client-side routes);
# a remote answers 404 for a file it does not have.
RUN if [ "${SLICE}" = "shell" ]; then \
      cp /etc/nginx/fallback/fallback-spa.conf /etc/nginx/fallback.conf; \
    else \
      cp /etc/nginx/fallback/fallback-none.conf /etc/nginx/fallback.conf; \
    fi \
 && rm -rf /etc/nginx/fallback /etc/nginx/conf.d/default.conf /usr/share/nginx/html/* \
 && nginx -t
COPY --from=build /app/${SLICE}/dist/ /usr/share/nginx/html/
LABEL org.opencontainers.image.title="cci-${SLICE}"
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/__health"]
