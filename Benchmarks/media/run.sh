#!/usr/bin/env bash
# Issues #4 and #20's numbers for the media pipeline on a real 12-megapixel photograph:
#   - time to produce every variant (thumb, medium, large; WebP + progressive JPEG) and the BlurHash;
#   - an upload's p50/p99, one at a time, of the original and of the 2048 px JPEG the apps send, beside
#     the vips command line doing the same work on the same files;
#   - uploads/s and peak RSS growth with 4 concurrent clients uploading through POST /calyx/v1/media.
#
#   Benchmarks/media/run.sh [ITERATIONS] [SECONDS]     defaults: 12 runs, 20 s of uploads
#
# The photo: a 4032×3024 crop (an iPhone's 12 MP frame) of "Elephants", a Sony camera photograph
# shipped in Debian's mate-backgrounds package, re-encoded as a baseline JPEG at quality 92. The
# package and libvips-tools (for the crop) are installed if missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
iterations=${1:-12}
seconds=${2:-20}

work=$(mktemp -d "${TMPDIR:-/tmp}/greenhouse-media-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

source_photo=/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg
if [[ ! -f "$source_photo" ]] || ! command -v vips >/dev/null; then
    echo "==> installing mate-backgrounds (the photograph) and libvips-tools (to crop it)" >&2
    sudo=(); [[ "$(id -u)" != 0 ]] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends mate-backgrounds libvips-tools >/dev/null
fi
photo="$work/elephants-12mp.jpg"
vips crop "$source_photo" "$photo[Q=92]" 800 74 4032 3024
# What the apps upload: the photo downscaled on the device to 2048 px on its longest side, JPEG at
# quality 90 (ImageIO's on iOS; libvips' here).
device_photo="$work/elephants-2048.jpg"
vips thumbnail "$photo" "$device_photo[Q=90]" 2048 --size down

echo "==> building media-benchmark (release; the first build takes several minutes)" >&2
swift build -c release --product MediaBenchmark >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
"$(swift build -c release --show-bin-path)/MediaBenchmark" --photo "$photo" --device-photo "$device_photo" --iterations "$iterations" --seconds "$seconds"
