#!/usr/bin/env bash
# Installs the Debian packages the project builds and tests with, when any is missing.
# As root it runs apt-get; otherwise it prints the exact command and stops.
set -euo pipefail

# chromium and chromium-driver run the browser tests (Tests/browser) headless;
# node-configurable-http-proxy is JupyterHub's proxy (deploy/jupyterhub, Tests/classroom);
# libpq-dev brings libpq5, PostgreSQL's client library (opened by DataFrame(postgres:)), postgresql the server its tests start.
packages=(pkg-config libzmq3-dev libssl-dev libsqlite3-dev librsvg2-dev librsvg2-bin sqlite3 chromium chromium-driver
          node-configurable-http-proxy libpq-dev postgresql)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
    echo "Missing Debian packages. Run as root:" >&2
    echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
fi

echo "Installing Debian packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
