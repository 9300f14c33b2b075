#!/usr/bin/env bash
# make-gifter-icon.sh [OUT.png]
#
# Draws Gifter's app icon: the white bow, centred on pure black (§0.1: black and white, no accent colour).
# The bow is GifterUI's `BowMark` (Sources/Gifter/GifterUI/Components/BowMark.swift): the same pieces, the
# same numbers in the same order, in the same 100-unit design box; change one, change the other. As there,
# the left half mirrors the right in reverse order, so with SVG's default non-zero fill the loops' holes
# stay empty.
#
# The drawing is an SVG written below; libvips renders it (through librsvg) at 1024 × 1024 and flattens it
# onto black, because App Store icons must be opaque: the PNG has three bands and no alpha. iOS rounds the
# corners itself, so the artwork is full-bleed; the bow spans two thirds of the width, inside the rounding.
#
# Requirements: vips (Debian `libvips-tools`, Homebrew `vips`) built with SVG support.
# Default output: Apps/Gifter/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png
set -euo pipefail
export LC_ALL=C

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/Apps/Gifter/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# BowMark's pieces in design units (its `design` path).
right_loop='M 57.5 39.5 C 62 28 73 14.5 85.5 14 C 97 13.5 101.5 26 96 36 C 91 45 75 48 57.5 47.5 Z'
right_hole='M 64 41.5 C 73 42 84.5 39.5 89 33.5 C 92.5 28.5 90.5 21.5 85 21.5 C 77.5 21.5 69 30 64 41.5 Z'
right_tail='M 56.2 52.2 C 59.2 61.2 65.5 72.5 78.5 81.5 L 67.5 88.5 C 60 76 54.5 65.5 51.8 53.8 Z'
left_loop='M 42.5 47.5 C 25 48 9 45 4 36 C -1.5 26 3 13.5 14.5 14 C 27 14.5 38 28 42.5 39.5 Z'
left_hole='M 36 41.5 C 31 30 22.5 21.5 15 21.5 C 9.5 21.5 7.5 28.5 11 33.5 C 15.5 39.5 27 42 36 41.5 Z'
left_tail='M 48.2 53.8 C 45.5 65.5 40 76 32.5 88.5 L 21.5 81.5 C 34.5 72.5 40.8 61.2 43.8 52.2 Z'
knot='<rect x="45" y="36.5" width="10" height="14" rx="3.2"/>'

# BowMark.bounds (x 1.65…98.35, y 14…88.5) centred on the canvas at 7 px per unit: 677 px wide.
scale=7
tx=$(awk "BEGIN { print 512 - 50 * $scale }")
ty=$(awk "BEGIN { print 512 - 51.25 * $scale }")

cat >"$work/icon.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <rect width="1024" height="1024" fill="#000000"/>
  <g transform="translate($tx $ty) scale($scale)" fill="#FFFFFF">
    <path d="$right_loop $right_hole $right_tail $left_loop $left_hole $left_tail"/>
    $knot
  </g>
</svg>
SVG

mkdir -p "$(dirname "$out")"
# Flatten onto black: three bands, no alpha channel. `strip` drops metadata (and any gamma chunk).
vips flatten "$work/icon.svg" "$work/icon.png[strip,compression=9]" --background "0 0 0"
mv "$work/icon.png" "$out"
vipsheader -a "$out" | grep -E '^(width|height|bands|interpretation):'
