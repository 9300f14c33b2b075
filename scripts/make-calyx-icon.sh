#!/usr/bin/env bash
# make-calyx-icon.sh [OUT.png]
#
# Draws Calyx's app icon: a flower seen from above, five petal-pink petals over the five sage-green
# sepals of its calyx (their tips show between the petals), a soft-yellow heart ringed with
# earth-brown stamens, on botanical green. Colours are the spec's palette (§7.2).
#
# The drawing is an SVG written below; libvips renders it (through librsvg) at 1024 × 1024 and
# flattens it onto the background colour, because App Store icons must be opaque: the PNG has three
# bands and no alpha. iOS rounds the corners itself, so the artwork is full-bleed.
#
# Requirements: vips (Debian `libvips-tools`, Homebrew `vips`) built with SVG support.
# Default output: Apps/Calyx/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png
set -euo pipefail
export LC_ALL=C

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/Apps/Calyx/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One petal and one sepal, drawn pointing up from the centre (0,0); the rest are rotated copies.
petal='M 0 -46 C -150 -118 -178 -300 -52 -352 C -22 -364 22 -364 52 -352 C 178 -300 150 -118 0 -46 Z'
sepal='M 0 -70 C -72 -170 -64 -300 0 -398 C 64 -300 72 -170 0 -70 Z'

{
  cat <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <defs>
    <radialGradient id="ground" cx="50%" cy="46%" r="70%">
      <stop offset="0" stop-color="#3F6B22"/>
      <stop offset="0.65" stop-color="#2D5016"/>
      <stop offset="1" stop-color="#243F11"/>
    </radialGradient>
    <linearGradient id="petal" gradientUnits="userSpaceOnUse" x1="0" y1="-46" x2="0" y2="-360">
      <stop offset="0" stop-color="#C98189"/>
      <stop offset="0.35" stop-color="#E8B4B8"/>
      <stop offset="1" stop-color="#F7DDDF"/>
    </linearGradient>
    <linearGradient id="sepal" gradientUnits="userSpaceOnUse" x1="0" y1="-70" x2="0" y2="-398">
      <stop offset="0" stop-color="#6E8C66"/>
      <stop offset="1" stop-color="#A9C0A2"/>
    </linearGradient>
    <radialGradient id="heart" cx="50%" cy="42%" r="60%">
      <stop offset="0" stop-color="#FBF1DA"/>
      <stop offset="1" stop-color="#E9CF95"/>
    </radialGradient>
    <!-- A soft drop shadow under the flower, in SVG 1.1 primitives (librsvg 2.54 has no feDropShadow). -->
    <filter id="shade" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="14"/>
      <feOffset dy="10" result="blur"/>
      <feFlood flood-color="#0E1A07" flood-opacity="0.45"/>
      <feComposite in2="blur" operator="in" result="shadow"/>
      <feMerge>
        <feMergeNode in="shadow"/>
        <feMergeNode in="SourceGraphic"/>
      </feMerge>
    </filter>
  </defs>
  <rect width="1024" height="1024" fill="url(#ground)"/>
  <g transform="translate(512 520)" filter="url(#shade)">
SVG
  for k in 0 1 2 3 4; do
    echo "    <path d=\"$sepal\" fill=\"url(#sepal)\" transform=\"rotate($((36 + 72 * k)))\"/>"
  done
  for k in 0 1 2 3 4; do
    echo "    <g transform=\"rotate($((72 * k)))\">"
    echo "      <path d=\"$petal\" fill=\"url(#petal)\" stroke=\"#C98189\" stroke-opacity=\"0.45\" stroke-width=\"4\"/>"
    # A faint midrib, as on a real petal.
    echo "      <path d=\"M 0 -70 C -6 -170 -4 -260 0 -318\" fill=\"none\" stroke=\"#FFFFFF\" stroke-opacity=\"0.35\" stroke-width=\"7\" stroke-linecap=\"round\"/>"
    echo "    </g>"
  done
  echo '    <circle r="98" fill="url(#heart)"/>'
  # A ring of stamens around the heart.
  for k in $(seq 0 11); do
    echo "    <circle cx=\"0\" cy=\"-62\" r=\"11\" fill=\"#6B4423\" transform=\"rotate($((30 * k)))\"/>"
  done
  echo '    <circle r="30" fill="#D9B46A"/>'
  echo '  </g>'
  echo '</svg>'
} >"$work/icon.svg"

mkdir -p "$(dirname "$out")"
# Flatten onto botanical green: three bands, no alpha channel. `strip` drops metadata (and any gamma chunk).
vips flatten "$work/icon.svg" "$work/icon.png[strip,compression=9]" --background "45 80 22"
mv "$work/icon.png" "$out"
vipsheader -a "$out" | grep -E '^(width|height|bands|interpretation):'
