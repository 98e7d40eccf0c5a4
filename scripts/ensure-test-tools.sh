#!/usr/bin/env bash
# The exporter renders in Debian's chromium (never a downloaded browser) and muxes with Debian's ffmpeg,
# the review's media reactor needs ffmpeg too, and the browser journeys drive chromium: `npm start` and
# `npm test` both run this first. Install what is missing when we may (root with apt); otherwise say what
# is missing, and what needs it (exports, the tests) will fail naming it.
set -u
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium fonts-dejavu-core)
command -v ffmpeg >/dev/null 2>&1 || need+=(ffmpeg)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's ${need[*]} for exports and the tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "missing: ${need[*]} (apt-get install ${need[*]}) for exports, videos and the browser tests" >&2
fi
exit 0
