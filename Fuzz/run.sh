#!/usr/bin/env bash
# Builds the libFuzzer targets into .build/fuzz/ and runs each for FUZZ_SECONDS (default 600) on a
# working copy of its seed corpus. See Fuzz/README.md.
#
#   Fuzz/run.sh                  build and run every target, one after the other
#   Fuzz/run.sh wav json         only these
#   FUZZ_SECONDS=60 Fuzz/run.sh  a shorter run
#   FUZZ_BUILD_ONLY=1 Fuzz/run.sh
#
# Each target is one executable made by swiftc from the package's own source files (instrumented)
# plus Fuzz/targets/<target>/Entry.swift. Targets that need third-party modules (cursor: swift-crypto, Hummingbird,
# swift-http-types; json: swift-openapi-runtime and the generated OpenAPI types; manifest: GRDB,
# ZIPFoundation) link the objects and modules of the package's ordinary debug build, not
# instrumented, so `swift build` must have run once first (`make build`); those are copied to
# .build/fuzz/deps first, so a build running at the same time cannot change them under the linker.
#
# Exit status: 0 when every target built and ran without a crash, 1 on any crash, leak, timeout or
# out-of-memory input, 2 when a target could not be built.
set -uo pipefail
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
FUZZ_SECONDS=${FUZZ_SECONDS:-600}
OUT=.build/fuzz
BIN=$OUT/bin
DEPS=$OUT/deps
ALL=(wav image blurhash cursor json manifest)
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=("${ALL[@]}")
# -Onone by default, like the package's debug build that `make run` serves and `make test` tests: it keeps
# the standard library's debug preconditions (a `Character` made of two, for one), which -O drops.
# FUZZ_OPT=-O runs several times faster and still traps on overflow and out-of-bounds indices.
FUZZ_OPT=${FUZZ_OPT:--Onone}
FLAGS=(-sanitize=fuzzer,address "$FUZZ_OPT" -g -use-ld=lld -parse-as-library -swift-version 6)
OBJ=$OUT/obj$FUZZ_OPT
S=Sources
mkdir -p "$BIN" "$DEPS"

# The package's debug build (for third-party modules).
DEBUG=$(ls -d .build/*-unknown-linux-gnu/debug .build/debug 2>/dev/null | head -n 1)

# A Swift module of the package's sources, instrumented: module NAME DIR SOURCES... [-- EXTRA FLAGS]
module() {
    local name=$1 dir=$2; shift 2
    local sources=() extra=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do sources+=("$1"); shift; done
    [ $# -gt 0 ] && { shift; extra=("$@"); }
    mkdir -p "$dir"
    # Line tables only: with full debug info at -Onone the driver also wraps the module into an object
    # of the same name and refuses the command.
    nice -n 19 "$SWIFTC" "${FLAGS[@]/#-g/-gline-tables-only}" -module-name "$name" -emit-module -emit-module-path "$dir/$name.swiftmodule" \
        -wmo -c "${extra[@]}" "${sources[@]}" -o "$dir/$name.o"
}

# Whether OUTPUT is missing or older than any of the files after it.
stale() {
    local output=$1; shift
    [ -e "$output" ] || return 0
    local file
    for file in "$@"; do [ "$file" -nt "$output" ] && return 0; done
    return 1
}

# Third-party modules (and, for json, the generated OpenAPI sources) from the package's debug build,
# copied to $DEPS: once, and again after Package.resolved changes or with FUZZ_SNAPSHOT=1.
deps() {
    [ -n "$DEBUG" ] && [ -f .build/debug.yaml ] || { echo "no debug build in .build: run 'swift build' (make build) once first" >&2; return 1; }
    if [ -n "${FUZZ_SNAPSHOT:-}" ] || stale "$DEPS/libthirdparty.a" Package.resolved; then
        echo "   copying third-party modules from $DEBUG"
        nice -n 19 python3 Fuzz/deps.py snapshot "$DEBUG" "$DEPS" || return 1
        rm -f "$DEPS"/*.flags
    fi
    local module
    for module in "$@"; do
        [ -f "$DEPS/$module.flags" ] || python3 Fuzz/deps.py flags "$DEBUG" "$DEPS" "$module" > "$DEPS/$module.flags" || return 1
    done
}

build_wav() {
    nice -n 19 "$SWIFTC" "${FLAGS[@]}" -module-name WAVFuzz Fuzz/targets/wav/Entry.swift \
        $S/Dandelion/DandelionCore/Audio/WAVFile.swift $S/Dandelion/DandelionCore/Audio/AudioError.swift -o "$BIN/wav"
}

build_image() {
    nice -n 19 "$SWIFTC" "${FLAGS[@]}" -module-name ImageFuzz Fuzz/targets/image/Entry.swift \
        $S/Platform/Media/Pipeline/ImageFormat.swift -o "$BIN/image"
}

build_blurhash() {
    module BlurHash $OBJ/blurhash $S/Platform/BlurHash/*.swift || return 1
    nice -n 19 "$SWIFTC" "${FLAGS[@]}" -module-name BlurHashFuzz -I $OBJ/blurhash Fuzz/targets/blurhash/Entry.swift \
        $S/Platform/ClientKit/Images/ImagePlaceholder.swift $OBJ/blurhash/BlurHash.o -o "$BIN/blurhash"
}

build_cursor() {
    deps ServerKit || return 1
    local k=$S/Platform/ServerKit
    nice -n 19 "$SWIFTC" "${FLAGS[@]}" @$DEPS/ServerKit.flags -module-name CursorFuzz Fuzz/targets/cursor/Entry.swift \
        $k/Paging/CursorCodec.swift $k/Paging/ShownSet.swift $k/Support/Base64URL.swift \
        $k/Problems/Problem.swift $k/Problems/Problem+Catalog.swift $k/Observability/RequestIDMiddleware.swift \
        $DEPS/libthirdparty.a @$DEPS/link.flags -o "$BIN/cursor"
}

# The API modules with their generated types (copied from the plugin's output of the last `swift build`).
build_json() {
    deps CouplesAPI CalyxAPI GifterAPI ServerKit || return 1
    local obj=$OBJ/json app generated sources changed file
    mkdir -p $obj
    for app in Couples Calyx Gifter; do
        generated=$(ls -d .build/plugins/outputs/*/${app}API/destination/OpenAPIGenerator/GeneratedSources 2>/dev/null | head -n 1)
        [ -n "$generated" ] || { echo "no generated sources for ${app}API: run 'swift build' first" >&2; return 1; }
        sources=($(ls $S/$app/${app}API/*.swift | grep -v APIDocument))
        changed=
        for file in "$generated"/Types*.swift; do cmp -s "$file" $OUT/gen/${app}API/"$(basename "$file")" || changed=1; done
        if [ -n "$changed" ] || stale $obj/${app}API.o "${sources[@]}" $OUT/gen/${app}API/Types*.swift; then
            echo "   ${app}API (the generated types take minutes to compile)"
            mkdir -p $OUT/gen/${app}API && rm -f $OUT/gen/${app}API/* && cp "$generated"/Types*.swift $OUT/gen/${app}API/
            module ${app}API $obj $(ls $S/$app/${app}API/*.swift | grep -v APIDocument) $OUT/gen/${app}API/Types*.swift \
                -- @$DEPS/${app}API.flags -suppress-warnings || return 1
        fi
    done
    # ServerKit's text and validation rules, as a module of that name (Identity's files import it).
    local k=$S/Platform/ServerKit i=$S/Platform/Identity
    module ServerKit $obj/serverkit $k/Text/PlainText.swift $k/Problems/Validation.swift $k/Problems/Problem.swift \
        $k/Problems/Problem+Catalog.swift $k/Observability/RequestIDMiddleware.swift -- @$DEPS/ServerKit.flags || return 1
    nice -n 19 "$SWIFTC" "${FLAGS[@]}" @$DEPS/ServerKit.flags -I $obj -I $obj/serverkit -module-name JSONFuzz Fuzz/targets/json/Entry.swift \
        $i/Accounts/UsernamePolicy.swift $i/Accounts/ReservedUsernames.swift $i/Accounts/ProfileRules.swift \
        $i/Passwords/PasswordPolicy.swift $i/Passwords/CommonPasswords.swift \
        $obj/serverkit/ServerKit.o $obj/CouplesAPI.o $obj/CalyxAPI.o $obj/GifterAPI.o $DEPS/libthirdparty.a @$DEPS/link.flags -o "$BIN/json"
}

build_manifest() {
    deps PlantTrackerCore || return 1
    nice -n 19 "$SWIFTC" "${FLAGS[@]}" @$DEPS/PlantTrackerCore.flags -suppress-warnings -module-name PlantTrackerCore \
        Fuzz/targets/manifest/Entry.swift $(find $S/PlantTracker/PlantTrackerCore -name '*.swift') \
        $DEPS/libthirdparty.a @$DEPS/link.flags -o "$BIN/manifest"
}

build() {
    local target=$1
    echo "== build $target"
    rm -f "$BIN/$target"
    "build_$target" 2>&1 | grep -v -e '^$' -e 'Cannot export local symbol' | tail -n 40
    [ -x "$BIN/$target" ]
}

# run TARGET: fuzzes for FUZZ_SECONDS; prints runs, corpus size and crashes.
run() {
    local target=$1
    local work=$OUT/work/$target
    mkdir -p "$work/corpus" "$work/crashes"
    cp -n Fuzz/corpus/$target/* "$work/corpus/" 2>/dev/null
    local before
    before=$(ls "$work/crashes" | wc -l)
    echo "== fuzz $target for ${FUZZ_SECONDS}s (log: $work/fuzz.log)"
    (
        cd "$work"
        SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1} \
            nice -n 19 "$OLDPWD/$BIN/$target" -max_total_time="$FUZZ_SECONDS" -rss_limit_mb=2048 -timeout=30 \
            -artifact_prefix=crashes/ -print_final_stats=1 corpus > fuzz.log 2>&1
    )
    local status=$?
    local runs size crashes
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/fuzz.log" | grep -o '[0-9]*$' | tail -n 1)
    [ -n "$runs" ] || runs=$(grep -Eo '^#[0-9]+' "$work/fuzz.log" | tail -n 1 | tr -d '#')
    size=$(ls "$work/corpus" | wc -l)
    crashes=$(( $(ls "$work/crashes" | wc -l) - before ))
    [ "$status" -ne 0 ] && [ "$crashes" -eq 0 ] && crashes=1
    printf '%-9s runs %-12s corpus %-6s crashes %s\n' "$target" "${runs:-?}" "$size" "$crashes" | tee -a $OUT/summary.txt
    if [ "$crashes" -gt 0 ]; then
        grep -E -m 3 'ERROR|Fatal error|failure|deadly signal' "$work/fuzz.log" | sed 's/^/    /'
        ls -t "$work/crashes" | head -n "$crashes" | sed "s|^|    reproduce: $BIN/$target $work/crashes/|"
        return 1
    fi
}

failed=0
built=()
for target in "${TARGETS[@]}"; do
    if build "$target"; then built+=("$target"); else echo "!! $target could not be built"; failed=2; fi
done
[ -n "${FUZZ_BUILD_ONLY:-}" ] && exit $failed

echo "$(date -u +%FT%TZ) ${FUZZ_SECONDS}s each: ${built[*]}" >> $OUT/summary.txt
for target in "${built[@]}"; do
    run "$target" || { [ $failed -eq 0 ] && failed=1; }
done
exit $failed
