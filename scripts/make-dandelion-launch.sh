#!/usr/bin/env bash
# make-dandelion-launch.sh [OUT_DIR]
#
# Draws Dandelion's launch image: the seed head the app draws on its writing page (DandelionCore's
# `SeedHead.app`, through `greenhouse dandelion draw`, see scripts/dandelion-draw.sh), whole and on its stem,
# 160 points wide, in Meadow's light and dark inks. Info.plist's UILaunchScreen shows it centred in the safe
# area over the LaunchBackground colour set (Meadow's page, light and dark), so the page is left transparent
# here: the colour set shows through it, and the launch screen, the icon and the page are one drawing.
#
# Writes LaunchDandelion{,-Dark}@{2x,3x}.png and the image set's Contents.json (light and dark appearances).
# Requirements: swift (or GREENHOUSE_BIN), vips with SVG support (librsvg).
# Default output: Apps/Dandelion/App/Assets.xcassets/LaunchDandelion.imageset
set -euo pipefail
export LC_ALL=C

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/Apps/Dandelion/App/Assets.xcassets/LaunchDandelion.imageset}"
# The head's width in points: a presence on the smallest phone (320 points wide), not a poster; and the
# room around it for the glow behind the head to fade out, or its edge would show as a faint rectangle.
points=160 margin=6

# Build once for all the pictures.
export GREENHOUSE_BIN="${GREENHOUSE_BIN:-$("$root/scripts/dandelion-draw.sh" --binary)}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

for appearance in light dark; do
  suffix=""; [ "$appearance" = dark ] && suffix="-Dark"
  for scale in 2 3; do
    file="LaunchDandelion$suffix@${scale}x.png"
    "$root/scripts/dandelion-draw.sh" --width $(((points + 2 * margin) * scale)) --margin $((margin * scale)) --appearance "$appearance" --transparent --output "$work/head.svg"
    # `strip` drops metadata (and any gamma chunk), so the PNG is the same bytes on every run.
    vips copy "$work/head.svg" "$work/$file[strip,compression=9]"
    mv "$work/$file" "$out/$file"
    echo "$out/$file: $(vipsheader "$out/$file" | cut -d: -f2-)"
  done
done

# The dark entries carry the luminosity appearance; iOS picks by the system's light or dark mode, as it
# does for the LaunchBackground colour behind.
cat >"$out/Contents.json" <<'JSON'
{
  "images" : [
    {
      "filename" : "LaunchDandelion@2x.png",
      "idiom" : "universal",
      "scale" : "2x"
    },
    {
      "appearances" : [
        {
          "appearance" : "luminosity",
          "value" : "dark"
        }
      ],
      "filename" : "LaunchDandelion-Dark@2x.png",
      "idiom" : "universal",
      "scale" : "2x"
    },
    {
      "filename" : "LaunchDandelion@3x.png",
      "idiom" : "universal",
      "scale" : "3x"
    },
    {
      "appearances" : [
        {
          "appearance" : "luminosity",
          "value" : "dark"
        }
      ],
      "filename" : "LaunchDandelion-Dark@3x.png",
      "idiom" : "universal",
      "scale" : "3x"
    }
  ],
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}
JSON
echo "$out/Contents.json"
