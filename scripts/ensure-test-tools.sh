#!/usr/bin/env bash
# Browser journeys need Debian's chromium (never a downloaded browser), and the review's video tests and
# media reactor need Debian's ffmpeg. Install what is missing when we may (root with apt); otherwise say
# what is missing, and the tests that need it will fail or skip naming it.
set -u
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium fonts-dejavu-core)
command -v ffmpeg >/dev/null 2>&1 || need+=(ffmpeg)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's ${need[*]} for the tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "missing: ${need[*]} (apt-get install ${need[*]}) for the browser and video tests" >&2
fi
exit 0
