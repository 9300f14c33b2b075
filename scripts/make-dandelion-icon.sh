#!/usr/bin/env bash
# make-dandelion-icon.sh [APPEARANCE OUT.png]
#
# Draws Dandelion's app icon: the seed head the app draws on its writing page (DandelionCore's `SeedHead.app`,
# through `greenhouse dandelion draw`, see scripts/dandelion-draw.sh), on its stem, having just let go of
# the three seeds a release of a few words takes, which drift up and to the right. The icon and the launch
# screen (scripts/make-dandelion-launch.sh) are the page's own drawing, so all three show one dandelion.
#
# Appearances (iOS 18 asks for all three; with no argument all three are written into the icon set):
#   any     Meadow, the free theme, in light mode: its seed colour on its cream page, its gold receptacle
#   dark    Meadow in dark mode: its light seeds on its dark page
#   tinted  grey on black, as Apple asks: the system tints by luminance, so the seeds are light grey, the
#           receptacle (the brightest) white and the glow behind the head a faint dark grey
#
# The head is drawn 880 points wide on a 1024 × 1024 canvas, its stem running off the bottom edge. iOS
# rounds the corners itself (a radius of about 22% of the side), so the artwork is full-bleed and the head
# and the drifting seeds stay inside the rounding. App Store icons must be opaque: the drawing is
# flattened onto its page colour, a PNG of three bands and no alpha, metadata (and any gamma chunk) stripped.
#
# Requirements: swift (or GREENHOUSE_BIN), vips (Debian `libvips-tools`, Homebrew `vips`) built with SVG
# support (librsvg).
# Default output: Apps/Dandelion/App/Assets.xcassets/AppIcon.appiconset/AppIcon{,-Dark,-Tinted}.png
set -euo pipefail
export LC_ALL=C

root="$(cd "$(dirname "$0")/.." && pwd)"
set_dir="$root/Apps/Dandelion/App/Assets.xcassets/AppIcon.appiconset"

if [ $# -eq 0 ]; then
  # Build once for the three appearances.
  export GREENHOUSE_BIN="${GREENHOUSE_BIN:-$("$root/scripts/dandelion-draw.sh" --binary)}"
  "$0" any "$set_dir/AppIcon.png"
  "$0" dark "$set_dir/AppIcon-Dark.png"
  "$0" tinted "$set_dir/AppIcon-Tinted.png"
  exit 0
fi
appearance="$1"
out="${2:?usage: make-dandelion-icon.sh [any|dark|tinted OUT.png]}"

case "$appearance" in
  any) colours=(--appearance light) ;;
  dark) colours=(--appearance dark) ;;
  tinted) colours=(--seed-color D9D9D9 --primary-color 3A3A3A --accent-color FFFFFF --background-color 000000) ;;
  *) echo "make-dandelion-icon.sh: unknown appearance '$appearance' (any, dark or tinted)" >&2; exit 2 ;;
esac

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The head's width on the canvas, and the space above the drawing (the top of the highest drifting seed).
size=1024 width=880 top=76

"$root/scripts/dandelion-draw.sh" --width "$width" --drifting 3 "${colours[@]}" --output "$work/head.svg"
vips copy "$work/head.svg" "$work/head.png"
# The page colour is the drawing's own (the theme's, or the tinted black): read it from a corner.
page="$(vips getpoint "$work/head.png" 1 1 | awk '{ print $1, $2, $3 }')"
# Centred across, `top` down; the stem's foot runs off the bottom edge and is cut there.
vips embed "$work/head.png" "$work/canvas.png" $(((size - width) / 2)) "$top" "$size" "$size" \
  --extend background --background "$page 255"

mkdir -p "$(dirname "$out")"
vips flatten "$work/canvas.png" "$work/icon.png[strip,compression=9]" --background "$page"
mv "$work/icon.png" "$out"
echo "$out"
vipsheader -a "$out" | grep -E '^(width|height|bands|interpretation):'
