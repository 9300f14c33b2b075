#!/usr/bin/env bash
# Installs the system packages Greenhouse needs that are missing, and nothing else.
#   scripts/install-system-packages.sh run    what building and serving needs
#   scripts/install-system-packages.sh test   that, plus what the tests need (a PostgreSQL server)
# Debian/Ubuntu via apt-get (as root or through sudo), macOS via Homebrew.
set -euo pipefail

purpose=${1:-run}
case "$purpose" in run|test) ;; *) echo "usage: $0 run|test" >&2; exit 2 ;; esac

if [[ "$(uname -s)" == Darwin ]]; then
    command -v brew >/dev/null || { echo "Homebrew is required on macOS: https://brew.sh" >&2; exit 1; }
    # cairo + pango: Calyx's collection PDFs (macOS's own fonts serve them).
    formulae=(vips pkg-config cairo pango)
    casks=()
    # poppler: pdfinfo/pdftotext/pdftoppm read the PDFs back; Chromium renders the share pages.
    [[ "$purpose" == test ]] && formulae+=(postgresql@16 sox espeak-ng poppler unzip) && casks+=(chromium)
    missing=()
    for formula in "${formulae[@]}"; do
        brew list --formula "$formula" >/dev/null 2>&1 || missing+=("$formula")
    done
    if ((${#missing[@]})); then
        echo "==> brew install ${missing[*]}"
        brew install "${missing[@]}"
    fi
    for cask in "${casks[@]}"; do
        brew list --cask "$cask" >/dev/null 2>&1 || { echo "==> brew install --cask $cask"; brew install --cask "$cask"; }
    done
    exit 0
fi

command -v apt-get >/dev/null || {
    echo "No apt-get: install libvips, cairo and pango (and for tests a PostgreSQL server) with your package manager." >&2
    exit 1
}

# libvips: the media pipeline's image library (with its headers and pkg-config metadata).
# The servers need no SQLite package (SQLiteNIO compiles its own copy); PostgreSQL's client is pure Swift.
# libsqlite3-dev: GRDB (PlantTracker's on-device store) links the system SQLite; zlib1g-dev: ZIPFoundation (its backups).
# libcairo2-dev, libpango1.0-dev: Calyx's collection PDFs (cairo's PDF surface, pango's text), set in
# DejaVu (fonts-dejavu-core; fonts-dejavu-extra adds the true italics scientific names use).
packages=(pkg-config libvips-dev libsqlite3-dev zlib1g-dev libcairo2-dev libpango1.0-dev fonts-dejavu-core fonts-dejavu-extra)
# A PostgreSQL server for the throwaway test database; python3 picks a free port; sox and espeak-ng
# make Dandelion's blow-detection corpus (real synthesized speech and noise); python3-venv and openssl
# run the test SMTP server (aiosmtpd from PyPI) behind a throwaway certificate; chromium renders Calyx's
# share pages headless, poppler-utils (pdfinfo, pdftotext, pdftoppm) reads its PDFs back and unzip -t
# checks its data export archives; nginx is the load balancer of `make test-cluster` and libvips-tools
# (the vips command) makes its test photo; gdb lets scripts/run-tests.sh print where a stalled test run waits.
[[ "$purpose" == test ]] && packages+=(postgresql python3 python3-venv openssl sox espeak-ng chromium poppler-utils unzip nginx libvips-tools gdb)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
((${#missing[@]})) || exit 0

sudo=()
if [[ "$(id -u)" != 0 ]]; then
    command -v sudo >/dev/null || { echo "Missing packages (${missing[*]}) and no sudo: install them as root." >&2; exit 1; }
    sudo=(sudo)
fi
echo "==> apt-get install ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "==> installed ${missing[*]}"
