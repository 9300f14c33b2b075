#!/usr/bin/env bash
# make-dandelion-icon.sh [APPEARANCE OUT.png]
#
# Draws Dandelion's app icon: a dandelion clock, the round seed head, on the page of the free theme,
# Meadow (DandelionCore's Theme.swift). A small gold receptacle holds seeds placed evenly on a sphere (84
# places on a golden-angle spiral, tilted; no randomness, so the drawing is the same on every run); each
# seed is a short achene, a thin beak and a pappus, a little tuft of hairs that opens towards the viewer as
# the seed turns to face them. Seeds on the far side are drawn faintly behind. The three places nearest the
# upper right are empty: those seeds drift away from the head, smaller as they go.
#
# Appearances (iOS 18 asks for all three; with no argument all three are written into the icon set):
#   any     the app's light page: Meadow's seed colour (#4A463F) on its cream (#FBF7EC), gold (#C8962E) heart
#   dark    Meadow in dark mode: its seed colour (#F1EBDD) on its dark page (#1E1D19), gold (#D6A84A) heart
#   tinted  grey on black, as Apple asks: the system tints by luminance, so the seeds are light grey
#
# The drawing is an SVG written below; libvips renders it (through librsvg) at 1024 × 1024 and flattens it
# onto the background colour, because App Store icons must be opaque: the PNG has three bands and no alpha.
# iOS rounds the corners itself, so the artwork is full-bleed; the head and the drifting seeds stay inside
# the rounding.
#
# Requirements: vips (Debian `libvips-tools`, Homebrew `vips`) built with SVG support; awk.
# Default output: Apps/Dandelion/App/Assets.xcassets/AppIcon.appiconset/AppIcon{,-Dark,-Tinted}.png
set -euo pipefail
export LC_ALL=C

root="$(cd "$(dirname "$0")/.." && pwd)"
set_dir="$root/Apps/Dandelion/App/Assets.xcassets/AppIcon.appiconset"

if [ $# -eq 0 ]; then
  "$0" any "$set_dir/AppIcon.png"
  "$0" dark "$set_dir/AppIcon-Dark.png"
  "$0" tinted "$set_dir/AppIcon-Tinted.png"
  exit 0
fi
appearance="$1"
out="${2:?usage: make-dandelion-icon.sh [any|dark|tinted OUT.png]}"

# The page (a soft radial light around the head: centre, page, edge), the flatten colour as "R G B", the
# seeds (achenes and hairs), the far seeds' opacity, the receptacle (light, dark), the glow behind the head.
case "$appearance" in
  any)
    page_centre='#FFFDF7' page='#FBF7EC' page_edge='#F1E8D4' flat='251 247 236'
    seed='#4A463F' far=0.30 heart_light='#E2B85A' heart='#C8962E' heart_dark='#9A6F1C'
    glow='#E9C77A' glow_opacity=0.22 ;;
  dark)
    page_centre='#2A2822' page='#1E1D19' page_edge='#151410' flat='30 29 25'
    seed='#F1EBDD' far=0.26 heart_light='#EACB80' heart='#D6A84A' heart_dark='#A57C2C'
    glow='#D6A84A' glow_opacity=0.10 ;;
  tinted)
    page_centre='#000000' page='#000000' page_edge='#000000' flat='0 0 0'
    seed='#E6E6E6' far=0.30 heart_light='#FFFFFF' heart='#D0D0D0' heart_dark='#8C8C8C'
    glow='#FFFFFF' glow_opacity=0.06 ;;
  *) echo "make-dandelion-icon.sh: unknown appearance '$appearance' (any, dark or tinted)" >&2; exit 2 ;;
esac

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The head: centre (cx, cy), the radius the pappi sit at, and the hairs' length.
cx=468 cy=566 reach=236 hair=86

{
  cat <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <defs>
    <radialGradient id="page" gradientUnits="userSpaceOnUse" cx="$cx" cy="$cy" r="760">
      <stop offset="0" stop-color="$page_centre"/>
      <stop offset="0.45" stop-color="$page"/>
      <stop offset="1" stop-color="$page_edge"/>
    </radialGradient>
    <radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="$cx" cy="$cy" r="$((reach + hair + 40))">
      <stop offset="0" stop-color="$glow" stop-opacity="$glow_opacity"/>
      <stop offset="0.7" stop-color="$glow" stop-opacity="$(awk "BEGIN { print $glow_opacity * 0.55 }")"/>
      <stop offset="1" stop-color="$glow" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="heart" cx="40%" cy="36%" r="70%">
      <stop offset="0" stop-color="$heart_light"/>
      <stop offset="0.55" stop-color="$heart"/>
      <stop offset="1" stop-color="$heart_dark"/>
    </radialGradient>
  </defs>
  <rect width="1024" height="1024" fill="url(#page)"/>
  <circle cx="$cx" cy="$cy" r="$((reach + hair + 40))" fill="url(#glow)"/>
SVG

  # The seeds, from an awk generator: points on a golden-angle spiral over the sphere, tilted towards the
  # viewer, sorted far to near so the near seeds are drawn over the far ones.
  awk -v cx="$cx" -v cy="$cy" -v R="$reach" -v L="$hair" -v seed="$seed" -v far="$far" '
    function hairs(px, py, dir, spread, len, n, width, opacity,    k, a, b, ex, ey, qx, qy) {
      # A tuft: n hairs from (px, py) fanned over dir ± spread, each curling a little towards dir.
      printf "    <g stroke=\"%s\" stroke-opacity=\"%.2f\" stroke-width=\"%.1f\" stroke-linecap=\"round\" fill=\"none\">\n", seed, opacity, width
      for (k = 0; k < n; k++) {
        if (spread >= 3.0) a = dir + 2 * PI * (k + 0.5) / n
        else a = dir - spread + 2 * spread * k / (n - 1)
        b = a + (dir - a) * 0.28
        ex = px + len * cos(a); ey = py + len * sin(a)
        qx = px + 0.55 * len * cos(b); qy = py + 0.55 * len * sin(b)
        printf "      <path d=\"M %.1f %.1f Q %.1f %.1f %.1f %.1f\"/>\n", px, py, qx, qy, ex, ey
      }
      print "    </g>"
    }
    BEGIN {
      PI = atan2(0, -1); N = 84; golden = PI * (3 - sqrt(5))
      tilt = 0.42                                  # the head leans its top towards the viewer
      # Where the drifting seeds left from: the upper right, a little towards the viewer.
      gx = 0.62; gy = -0.66; gz = 0.42; gn = sqrt(gx * gx + gy * gy + gz * gz); gx /= gn; gy /= gn; gz /= gn
      m = 0
      for (i = 0; i < N; i++) {
        y = 1 - 2 * (i + 0.5) / N; r = sqrt(1 - y * y); t = i * golden
        x = r * cos(t); z = r * sin(t)
        y2 = y * cos(tilt) - z * sin(tilt); z2 = y * sin(tilt) + z * cos(tilt)
        if (x * gx + y2 * gy + z2 * gz > 0.94) continue
        m++; X[m] = x; Y[m] = y2; Z[m] = z2
      }
      # Far to near (insertion sort on z; m is small).
      for (i = 2; i <= m; i++) {
        x = X[i]; y = Y[i]; z = Z[i]
        for (j = i - 1; j >= 1 && Z[j] > z; j--) { X[j + 1] = X[j]; Y[j + 1] = Y[j]; Z[j + 1] = Z[j] }
        X[j + 1] = x; Y[j + 1] = y; Z[j + 1] = z
      }
      for (i = 1; i <= m; i++) {
        x = X[i]; y = Y[i]; z = Z[i]
        rho = sqrt(x * x + y * y); dir = atan2(y, x)
        # Far seeds faint; the near ones facing the viewer a little lighter than those at the rim, so the
        # head reads as a sphere and its middle does not clot.
        opacity = z < 0 ? far : 0.92 - 0.3 * z
        width = z < 0 ? 2.2 : 2.8
        px = cx + R * x; py = cy + R * y
        # The beak: from the achene to the pappus.
        ax = cx + 30 * x; ay = cy + 30 * y
        printf "    <path d=\"M %.1f %.1f L %.1f %.1f\" stroke=\"%s\" stroke-opacity=\"%.2f\" stroke-width=\"%.1f\" stroke-linecap=\"round\"/>\n", ax, ay, px, py, seed, opacity, width
        # The pappus: a fan seen side-on at the rim, opening into a full star as the seed faces the viewer.
        spread = 0.95 + (1 - rho) * 2.6
        if (spread > 3.0) spread = 3.2
        len = L * (0.42 + 0.58 * rho)
        hairs(px, py, dir, spread, len, (spread >= 3.0 ? 12 : 11), width * 0.85, opacity)
      }
      # The achenes, a ring of short dark spindles set into the receptacle, near ones over far ones.
      for (i = 1; i <= m; i++) {
        x = X[i]; y = Y[i]; z = Z[i]
        if (z < -0.2) continue
        printf "    <path d=\"M %.1f %.1f L %.1f %.1f\" stroke=\"%s\" stroke-opacity=\"%.2f\" stroke-width=\"7\" stroke-linecap=\"round\"/>\n", cx + 20 * x, cy + 20 * y, cx + 44 * x, cy + 44 * y, seed, (z < 0 ? far + 0.2 : 0.95)
      }
    }
  '

  echo "  <circle cx=\"$cx\" cy=\"$cy\" r=\"33\" fill=\"url(#heart)\"/>"

  # The drifting seeds: (x, y) of the pappus, the heading in degrees (0 = up, clockwise), the scale.
  while read -r x y heading scale; do
    echo "  <g transform=\"translate($x $y) rotate($heading) scale($scale)\">"
    # Beak down to the achene, a slim spindle.
    echo "    <path d=\"M 0 0 L 0 112\" stroke=\"$seed\" stroke-opacity=\"0.9\" stroke-width=\"3\" stroke-linecap=\"round\"/>"
    echo "    <path d=\"M 0 104 C -7 118 -7 138 0 156 C 7 138 7 118 0 104 Z\" fill=\"$seed\" fill-opacity=\"0.95\"/>"
    # The open pappus, an umbrella of hairs.
    awk -v seed="$seed" 'BEGIN {
      PI = atan2(0, -1); n = 13
      printf "    <g stroke=\"%s\" stroke-opacity=\"0.9\" stroke-width=\"2.6\" stroke-linecap=\"round\" fill=\"none\">\n", seed
      for (k = 0; k < n; k++) {
        a = -PI / 2 - 1.25 + 2.5 * k / (n - 1); b = a + (-PI / 2 - a) * 0.3
        printf "      <path d=\"M 0 0 Q %.1f %.1f %.1f %.1f\"/>\n", 44 * cos(b), 44 * sin(b), 80 * cos(a), 80 * sin(a)
      }
      print "    </g>"
    }'
    echo "  </g>"
  done <<'SEEDS'
770 250 22 0.74
905 222 32 0.56
850 104 14 0.46
SEEDS

  echo '</svg>'
} >"$work/icon.svg"

mkdir -p "$(dirname "$out")"
# Flatten onto the page: three bands, no alpha channel. `strip` drops metadata (and any gamma chunk).
vips flatten "$work/icon.svg" "$work/icon.png[strip,compression=9]" --background "$flat"
mv "$work/icon.png" "$out"
echo "$out"
vipsheader -a "$out" | grep -E '^(width|height|bands|interpretation):'
