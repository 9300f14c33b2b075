#!/usr/bin/env bash
# make-plant-tracker-icon.sh [APPEARANCE OUT.png]
#
# Draws PlantTracker's app icon: a seedling in a terracotta pot. A green stem rises from a little mound of
# earth, opens two cotyledons, the seed leaves, and between them the first true leaf is coming; each leaf
# has a pale midrib and a lit upper half. The greens run from the app's accent (AccentColor: #2F7A4A, and
# #5BC27A in dark mode, the colour of its tint) to a young leaf's yellow-green.
#
# Appearances (iOS 18 asks for all three; with no argument all three are written into the icon set):
#   any     on a pale leaf-green ground
#   dark    the same plant, its greens a little brighter, on a green so dark it is almost black
#   tinted  grey on black, as Apple asks: the system tints by luminance, so the leaves are the lightest
#
# The drawing is an SVG written below; libvips renders it (through librsvg) at 1024 × 1024 and flattens it
# onto the background colour, because App Store icons must be opaque: the PNG has three bands and no alpha.
# iOS rounds the corners itself, so the artwork is full-bleed; the plant stays well inside the rounding.
#
# Requirements: vips (Debian `libvips-tools`, Homebrew `vips`) built with SVG support.
# Default output: Apps/PlantTracker/App/Assets.xcassets/AppIcon.appiconset/AppIcon{,-Dark,-Tinted}.png
set -euo pipefail
export LC_ALL=C

root="$(cd "$(dirname "$0")/.." && pwd)"
set_dir="$root/Apps/PlantTracker/App/Assets.xcassets/AppIcon.appiconset"

if [ $# -eq 0 ]; then
  "$0" any "$set_dir/AppIcon.png"
  "$0" dark "$set_dir/AppIcon-Dark.png"
  "$0" tinted "$set_dir/AppIcon-Tinted.png"
  exit 0
fi
appearance="$1"
out="${2:?usage: make-plant-tracker-icon.sh [any|dark|tinted OUT.png]}"

# The ground (top, bottom; the flatten colour as "R G B"), the leaves (base, middle, tip; the midrib), the
# stem (dark, light), the pot (shade, body, light; the rim's top and bottom), the earth, the shadow.
case "$appearance" in
  any)
    ground_top='#F3F9EE' ground_bottom='#D3E8C8' flat='227 241 219'
    leaf_base='#2F7A4A' leaf_mid='#4E9E4F' leaf_tip='#8CC763' midrib='#E6F4D2'
    stem_dark='#2F7A4A' stem_light='#5DA852'
    pot_shade='#A9532F' pot='#CC7147' pot_light='#E08E62' rim_top='#EBA57B' rim_bottom='#C86C43'
    earth='#5A3B26' shadow='#1F3A1A' shadow_opacity=0.28 ;;
  dark)
    ground_top='#15261A' ground_bottom='#08100A' flat='14 27 18'
    leaf_base='#3D9A5C' leaf_mid='#5BC27A' leaf_tip='#A6DD7C' midrib='#EAF7DA'
    stem_dark='#3D9A5C' stem_light='#6FCB6E'
    pot_shade='#94492A' pot='#BC6740' pot_light='#D4845A' rim_top='#DE9A70' rim_bottom='#B5623D'
    earth='#3E2919' shadow='#000000' shadow_opacity=0.55 ;;
  tinted)
    ground_top='#000000' ground_bottom='#000000' flat='0 0 0'
    leaf_base='#B4B4B4' leaf_mid='#D6D6D6' leaf_tip='#F4F4F4' midrib='#FFFFFF'
    stem_dark='#A8A8A8' stem_light='#D0D0D0'
    pot_shade='#4A4A4A' pot='#626262' pot_light='#767676' rim_top='#8A8A8A' rim_bottom='#5E5E5E'
    earth='#303030' shadow='#000000' shadow_opacity=0 ;;
  *) echo "make-plant-tracker-icon.sh: unknown appearance '$appearance' (any, dark or tinted)" >&2; exit 2 ;;
esac

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A leaf drawn along +x from its base at (0,0): length L, half-width W; its tip lifts a little towards -y
# (the leaf's upper side) and its lower edge is a little fuller than the upper, so it is not a mirror image.
# Printed as: outline, the lit upper half, the midrib.
leaf() {
  local L="$1" W="$2" fill="$3"
  awk -v L="$L" -v W="$W" -v fill="$fill" -v midrib="$midrib" 'BEGIN {
    tip = -W * 0.34
    up = sprintf("C %.1f %.1f %.1f %.1f %.1f %.1f", L * 0.14, -W * 1.0, L * 0.62, -W * 1.22, L, tip)
    down = sprintf("C %.1f %.1f %.1f %.1f 0 0", L * 0.70, W * 0.88, L * 0.20, W * 1.06)
    printf "      <path d=\"M 0 0 %s %s Z\" fill=\"url(#%s)\"/>\n", up, down, fill
    printf "      <path d=\"M 0 0 %s Q %.1f %.1f 0 0 Z\" fill=\"#FFFFFF\" fill-opacity=\"0.16\"/>\n", up, L * 0.52, -W * 0.02
    printf "      <path d=\"M %.1f %.1f Q %.1f %.1f %.1f %.1f\" fill=\"none\" stroke=\"%s\" stroke-opacity=\"0.6\" stroke-width=\"%.1f\" stroke-linecap=\"round\"/>\n", L * 0.05, 0, L * 0.52, -W * 0.02, L * 0.86, tip * 0.8, midrib, (W > 60 ? 6 : 4.5)
  }'
}

{
  cat <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="$ground_top"/>
      <stop offset="1" stop-color="$ground_bottom"/>
    </linearGradient>
    <linearGradient id="leaf" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="$leaf_base"/>
      <stop offset="0.55" stop-color="$leaf_mid"/>
      <stop offset="1" stop-color="$leaf_tip"/>
    </linearGradient>
    <linearGradient id="young" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="$leaf_mid"/>
      <stop offset="1" stop-color="$leaf_tip"/>
    </linearGradient>
    <linearGradient id="stem" gradientUnits="userSpaceOnUse" x1="495" y1="0" x2="529" y2="0">
      <stop offset="0" stop-color="$stem_dark"/>
      <stop offset="0.45" stop-color="$stem_light"/>
      <stop offset="1" stop-color="$stem_dark"/>
    </linearGradient>
    <linearGradient id="pot" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="$pot_shade"/>
      <stop offset="0.32" stop-color="$pot_light"/>
      <stop offset="0.6" stop-color="$pot"/>
      <stop offset="1" stop-color="$pot_shade"/>
    </linearGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="$rim_top"/>
      <stop offset="1" stop-color="$rim_bottom"/>
    </linearGradient>
    <!-- A soft drop shadow under the plant, in SVG 1.1 primitives (librsvg 2.54 has no feDropShadow). -->
    <filter id="shade" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="14"/>
      <feOffset dy="12" result="blur"/>
      <feFlood flood-color="$shadow" flood-opacity="$shadow_opacity"/>
      <feComposite in2="blur" operator="in" result="shadow"/>
      <feMerge>
        <feMergeNode in="shadow"/>
        <feMergeNode in="SourceGraphic"/>
      </feMerge>
    </filter>
  </defs>
  <rect width="1024" height="1024" fill="url(#ground)"/>
  <g transform="translate(0 -34)" filter="url(#shade)">
    <!-- The stem, from inside the pot up to where the leaves open. -->
    <path d="M 512 700 C 504 620 522 540 512 452" fill="none" stroke="url(#stem)" stroke-width="30" stroke-linecap="round"/>
    <!-- The two seed leaves and the first true leaf between them. -->
    <g transform="translate(506 462) rotate(-152) scale(1 -1)">
SVG
  leaf 336 118 leaf
  echo '    </g>'
  echo '    <g transform="translate(518 458) rotate(-26)">'
  leaf 318 112 leaf
  echo '    </g>'
  echo '    <g transform="translate(512 452) rotate(-84)">'
  leaf 150 46 young
  echo '    </g>'
  cat <<SVG
    <!-- The earth, heaped a little above the rim. -->
    <path d="M 352 650 C 410 606 614 606 672 650 Z" fill="$earth"/>
    <!-- The pot: body, then the rim over it. -->
    <path d="M 346 680 L 678 680 L 640 858 Q 635 882 610 882 L 414 882 Q 389 882 384 858 Z" fill="url(#pot)"/>
    <rect x="316" y="632" width="392" height="78" rx="20" fill="url(#rim)"/>
    <!-- The rim's shadow on the body. -->
    <path d="M 352 710 L 672 710 L 669 724 L 355 724 Z" fill="$pot_shade" fill-opacity="0.5"/>
  </g>
</svg>
SVG
} >"$work/icon.svg"

mkdir -p "$(dirname "$out")"
# Flatten onto the ground: three bands, no alpha channel. `strip` drops metadata (and any gamma chunk).
vips flatten "$work/icon.svg" "$work/icon.png[strip,compression=9]" --background "$flat"
mv "$work/icon.png" "$out"
echo "$out"
vipsheader -a "$out" | grep -E '^(width|height|bands|interpretation):'
