# The production site in one image: built on Node 24, served by the official nginx image with
# deploy/nginx/ (the same configuration `npm run preview:nginx` and the HTTP tests run).
#   docker build --build-arg SITE_URL=https://www.example.org -t site .
#   docker run --rm -p 8080:80 site
# The official image has no brotli module, so it sends the build's .gz files (gzip_static); see
# README "Deploy" for brotli. CI here does not build this image.

FROM node:24-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
# Read at build time (see .env.example); all optional.
ARG SITE_URL
ARG PUBLIC_EMAILJS_PUBLIC_KEY
ARG PUBLIC_EMAILJS_SERVICE_ID
ARG PUBLIC_EMAILJS_TEMPLATE_ID
ARG PUBLIC_RECAPTCHA_SITE_KEY
ARG PUBLIC_ANALYTICS_ID
RUN npm run build

FROM nginx:stable
# The image renders /etc/nginx/templates/*.template into conf.d/ at start, with these values.
ENV NGINX_LISTEN=80 \
    NGINX_ROOT=/usr/share/nginx/html
RUN rm -rf /etc/nginx/conf.d/default.conf /usr/share/nginx/html/*
COPY --from=build /site/deploy/nginx/ /etc/nginx/site/
COPY --from=build /site/deploy/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /site/dist/ /usr/share/nginx/html/
