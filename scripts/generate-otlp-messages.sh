#!/usr/bin/env bash
# Generates the OTLP trace messages the tests' stand-in collector decodes with (Tests/Support/
# OTLPTestSupport/Generated), from opentelemetry-proto's .proto files. swift-otel has the same messages
# but keeps them package-internal. Run again only to follow a newer OTLP; the output is committed, so
# builds need neither protoc nor the plugin.
#
#   scripts/generate-otlp-messages.sh PROTO_CHECKOUT [PROTOC_GEN_SWIFT]
#
# PROTO_CHECKOUT: a checkout of github.com/open-telemetry/opentelemetry-proto (v1.11.0 was used).
# PROTOC_GEN_SWIFT: swift-protobuf's plugin, the same version as the package's swift-protobuf (1.39.0 was
# used); default: built here from the package's checkout. protoc: Debian's protobuf-compiler.
set -euo pipefail
cd "$(dirname "$0")/.."
protos=$1
plugin=${2:-}
if [[ -z $plugin ]]; then
    swift build -c release --product protoc-gen-swift --package-path .build/checkouts/swift-protobuf >&2
    plugin="$(swift build -c release --show-bin-path --package-path .build/checkouts/swift-protobuf)/protoc-gen-swift"
fi
out=Tests/Support/OTLPTestSupport/Generated
rm -rf "$out" && mkdir -p "$out"
protoc --plugin=protoc-gen-swift="$plugin" --proto_path="$protos" \
    --swift_out="$out" --swift_opt=Visibility=Public --swift_opt=FileNaming=PathToUnderscores \
    opentelemetry/proto/common/v1/common.proto \
    opentelemetry/proto/resource/v1/resource.proto \
    opentelemetry/proto/trace/v1/trace.proto \
    opentelemetry/proto/collector/trace/v1/trace_service.proto
# The .proto files are the messages' documentation; their comments, copied into the Swift as doc
# comments (one of them an open question of the OTLP authors), stay there.
sed -i -E '/^ *\/\/\/( |$)/d' "$out"/*.swift
ls "$out"
