#!/usr/bin/env bash
# Browser journeys need Debian's chromium (never a downloaded browser). Install it when missing and
# we may (root with apt); otherwise say what is missing, and the journeys will fail naming it.
set -u
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's chromium for the browser tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
else
  echo "chromium is missing: install Debian's chromium (apt-get install chromium) for the browser tests" >&2
fi
exit 0
