#!/usr/bin/env bash
# make-dandelion-readme-picture.sh [OUT.png]
#
# Draws the README's picture of Dandelion's seed head from DandelionCore's geometry (`SeedHead.app`, through
# `greenhouse dandelion draw`, see scripts/dandelion-draw.sh), so the README shows what the phone draws:
# on the left the head as the writing page shows it, on Meadow's light page; on the right, in dark mode,
# the same head letting go of the seeds a twelve-word release takes (SeedLossPlan), the nearest of them
# drifting up and to the right.
#
# Requirements: swift (or GREENHOUSE_BIN), vips with SVG support (librsvg).
# Default output: docs/images/dandelion-seed-head.png (960 × 560, opaque)
set -euo pipefail
export LC_ALL=C

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/docs/images/dandelion-seed-head.png}"

# Build once for all the pictures.
export GREENHOUSE_BIN="${GREENHOUSE_BIN:-$("$root/scripts/dandelion-draw.sh" --binary)}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Two panels of one size, the drawing fitted into each with room for its glow.
panel=(--width 480 --height 560 --margin 16)
"$root/scripts/dandelion-draw.sh" "${panel[@]}" --appearance light --output "$work/light.svg"
"$root/scripts/dandelion-draw.sh" "${panel[@]}" --appearance dark --drifting 12 --output "$work/dark.svg"
vips copy "$work/light.svg" "$work/light.png"
vips copy "$work/dark.svg" "$work/dark.png"
vips arrayjoin "$work/light.png $work/dark.png" "$work/both.png" --across 2
mkdir -p "$(dirname "$out")"
# Each panel paints its own page, so the picture is opaque: drop the alpha band (and metadata).
vips flatten "$work/both.png" "$work/picture.png[strip,compression=9]"
mv "$work/picture.png" "$out"
echo "$out: $(vipsheader "$out" | cut -d: -f2-)"
