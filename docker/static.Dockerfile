# syntax=docker/dockerfile:1
# One front-end slice (the shell or a Module Federation remote): publishes its build into the shared web root (the
# compose volume `web`, read by the api) when its container starts, then serves it with nginx.
# Build from the repo root: docker build -f docker/static.Dockerfile --build-arg SLICE=mfe-public .
# SLICE is the slice's folder: shell, mfe-public, mfe-community, mfe-dashboard or mfe-admin.

ARG NODE_IMAGE=node:24-bookworm-slim
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
# The node:24 image ships an npm older than 11.16, which ignores the root package.json's `allowScripts` policy
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
# shared-ui and forum-ui are consumed from source.
RUN npm run build --workspace contracts \
 && npm run build --workspace "${SLICE}"
# Fail the build, not the page, when the output lacks what the gateway, the shell and the api's renderer rely on.
RUN cd "${SLICE}" \
 && if [ "${SLICE}" = "shell" ]; then \
      test -f dist/index.html && test -f dist/mf-remotes.json && test -f dist-ssr/render.js; \
    else \
      test -f dist/remoteEntry.js && test -f dist/mf-manifest.json && test -f dist/server/remoteEntry.js; \
    fi
# What the image publishes into the web root (docker/static/publish.sh): dist/ (and the shell's dist-ssr/, its
# server build), without source maps (they carry the full sources), and BUILD_ID, a hash of those files: the
# folder name of this build in the volume, so that restarting a container republishes nothing.
RUN mkdir /out \
 && cp -R "${SLICE}/dist" /out/dist \
 && if [ "${SLICE}" = "shell" ]; then cp -R shell/dist-ssr /out/dist-ssr; fi \
 && find /out -name '*.map' -delete \
 && (cd /out && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-20 > BUILD_ID) \
 && cat /out/BUILD_ID

# ---- runtime -----------------------------------------------------------------------------
# nginx serving the slice from the shared web root (docker/static/nginx.conf), after the official image's entrypoint
# has run /docker-entrypoint.d/40-cci-publish.sh, which publishes this build there (a failure stops the container).
FROM ${NGINX_IMAGE} AS runtime
ARG SLICE
ENV CCI_SLICE=${SLICE} CCI_WEB_ROOT=/web CCI_BUILD_DIR=/opt/cci/build
COPY docker/static/nginx.conf /etc/nginx/nginx.conf
COPY docker/static/cache-control.conf /etc/nginx/cache-control.conf
COPY --chmod=0755 docker/static/publish.sh /docker-entrypoint.d/40-cci-publish.sh
# The slice's folders in the web root, for nginx.conf (nginx reads no environment).
RUN printf 'set $current /%s/dist;\nset $previous /.builds/%s/previous/dist;\n' "${SLICE}" "${SLICE}" > /etc/nginx/slice.conf \
 && rm -rf /etc/nginx/conf.d/default.conf /usr/share/nginx/html/* \
 && nginx -t
COPY --from=build /out/ /opt/cci/build/
LABEL org.opencontainers.image.title="cci-${SLICE}"
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/__health"]
