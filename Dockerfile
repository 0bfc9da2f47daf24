# Ridelane's API and built web app in one image (docs/operations.md#containers). Not built in CI:
# no container engine runs on our machines; test/repo/deployment-files.test.ts checks that what it
# copies and runs matches the code.

# Build: every dependency, the web app and the API bundle, then only what production needs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run: the bundle, its migrations and catalogues, the built web app and production modules.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/locales apps/api/locales
COPY --from=build /app/packages/domain/locales packages/domain/locales
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database's folder, for a single container without DATABASE_URL.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
# SIGTERM reaches node itself (no shell in between), which drains within SHUTDOWN_TIMEOUT_MS.
CMD ["node", "--max-semi-space-size=4", "apps/api/dist/server.js"]
