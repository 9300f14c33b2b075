# Greenhouse — the everyday commands. See README.md.
#   make run                 install what is missing, build, serve every backend on http://127.0.0.1:8080 (Gifter with its
#                            sample catalog: GIFTER_SAMPLE_CATALOG=on unless set) with each app's demo data (`greenhouse seed --demo`)
#   make test                install what is missing, check-ui and its self-test, all tests on SQLite and a throwaway PostgreSQL
#   make schemathesis        fuzz every API we serve against its OpenAPI document (schemathesis, every check)
#   make test-cluster        two instances on one PostgreSQL and one S3 bucket behind nginx (deploy/nginx/greenhouse.conf):
#                            sessions, cursors, media, events, jobs, a rolling restart under load
#   make check-ui            type-check every SwiftUI view and app shell on Linux against stubs of Apple's frameworks
#   make check-ui-selftest   prove check-ui catches drift: six deliberate breakages in a scratch copy, each must fail it
#   make xcode APP=calyx     generate an app's Xcode project with XcodeGen (macOS); TEAM=<team ID> sets signing once
#   make bench-health        /health throughput and latency with wrk (see Benchmarks/)
#   make bench-media         image pipeline time per 12 MP photo, uploads/s and memory under load
#   make bench-search        Calyx search and autocomplete on 100,000 flowers, SQLite and PostgreSQL
#   make bench-traces        /health and Calyx search with tracing off, sampled at 0 and at 100% (OTLP/HTTP to a local sink)
#   make bench-comments      Calyx comments: the first page of a 10,000-comment conversation at 32 connections
#   make bench-feed          Calyx home feed: a person following 200 of 10,000 people with 1,000,000 likes/saves
#   make bench-sql           one SQLite statement through Database.sql, GRDB and the C API, side by side
#   make bench-dandelion     Dandelion's blow detector (real-time factor) and seed physics (step time)
#   make bench-calyx-client  the Calyx app's client path: a 100-card search page decoded, the Saved tab's cold read (2,000 flowers)
#   make bench-gifter-client the Gifter app's client path: a 50-idea recommendations page decoded, Home's model work
#   make restore-drill       back up a server under a write load, destroy it, restore, find every acknowledged write
#                            (SQLite with files on disk; PostgreSQL with media in S3 and the backup in S3)
#   make console-check       the moderation console in headless Chromium: a mailed sign-in link, the queue, remove, suspend,
#                            the audit log and the KPI charts (SCREENSHOT=docs/images/calyx-moderation-console.png to capture it)
#   make faults              crashes (kill -9 under writes, SQLite and PostgreSQL), a PostgreSQL outage, a full disk
#   make soak                10 minutes at 80% of measured capacity with a realistic Calyx mix: errors, memory, p99 by minute, a PNG
#   make bench-plant-tracker PlantTracker: home load, timeline page, photo insert, backup export/import (200 plants × 50 photos)
#   make dandelion-pictures  Dandelion's app icon, launch image and README picture, drawn from DandelionCore's seed head

SWIFT ?= swift
HOST ?= 127.0.0.1
PORT ?= 8080
APP ?=
# Gifter's invented sample catalog is off unless asked for; `make run` asks (GIFTER_SAMPLE_CATALOG=off make run: a real shop only).
GIFTER_SAMPLE_CATALOG ?= on

.PHONY: run test check-ui check-ui-selftest schemathesis test-cluster restore-drill console-check faults soak build xcode bench-health bench-media bench-search bench-traces bench-comments bench-feed bench-gifter bench-sql bench-dandelion bench-plant-tracker bench-calyx-client bench-gifter-client dandelion-corpus dandelion-pictures clean

run:
	@scripts/install-system-packages.sh run
	$(SWIFT) build --product greenhouse
	GIFTER_SAMPLE_CATALOG=$(GIFTER_SAMPLE_CATALOG) $$($(SWIFT) build --show-bin-path)/greenhouse seed --demo
	GIFTER_SAMPLE_CATALOG=$(GIFTER_SAMPLE_CATALOG) $$($(SWIFT) build --show-bin-path)/greenhouse serve --dev-auth --host $(HOST) --port $(PORT)

build:
	$(SWIFT) build

test:
	@scripts/install-system-packages.sh test
	python3 scripts/validate-flowers.py
	python3 scripts/validate-gifter-data.py
	python3 scripts/validate-gifter-products.py
	scripts/make-dandelion-corpus.sh .build/dandelion-corpus
	@# Every view type-checked against the stubs (check-ui), then proof that the check catches drift.
	SWIFT=$(SWIFT) scripts/check-ui-selftest.sh
	scripts/build-without-warnings.sh $(SWIFT) build --build-tests
	scripts/with-postgres.sh scripts/with-smtp.sh scripts/with-s3.sh scripts/run-tests.sh $(SWIFT) test --skip-build

# The views, ClientUI and the app shells, type-checked against Stubs/ (Stubs/README.md): a Core change that
# breaks a view fails here, on Linux.
check-ui:
	SWIFT=$(SWIFT) scripts/check-ui.sh

check-ui-selftest:
	SWIFT=$(SWIFT) scripts/check-ui-selftest.sh

schemathesis:
	@scripts/install-system-packages.sh test
	for app in calyx couples gifter; do APP=$$app scripts/schemathesis.sh 25 || exit 1; done

test-cluster:
	@scripts/install-system-packages.sh test
	$(SWIFT) build --product greenhouse
	GREENHOUSE_BIN=$$($(SWIFT) build --show-bin-path)/greenhouse scripts/test-cluster.sh

xcode:
	@test -n "$(APP)" || { echo "usage: make xcode APP=<calyx|plant-tracker|gifter|couples|dandelion|platform>"; exit 2; }
	@test "$$(uname -s)" = Darwin || { echo "XcodeGen and Xcode run on macOS only"; exit 1; }
	@command -v xcodegen >/dev/null || brew install xcodegen
	@if [ -n "$(TEAM)" ]; then printf 'DEVELOPMENT_TEAM = %s\n' "$(TEAM)" > Apps/Signing.local.xcconfig; echo "Signing with team $(TEAM) (Apps/Signing.local.xcconfig)"; fi
	@dir=$$(find Apps -mindepth 1 -maxdepth 1 -type d -iname "$$(echo '$(APP)' | tr -d -- '-_')" 2>/dev/null | head -n 1); \
	  test -n "$$dir" -a -f "$$dir/project.yml" || { echo "no Apps/<App>/project.yml for '$(APP)' yet"; exit 1; }; \
	  cd "$$dir" && xcodegen generate && \
	  echo "Generated $$dir. The first build stops at the OpenAPI generator's build plugin: in Xcode choose" && \
	  echo "'Trust & Enable' for OpenAPIGenerator (Report navigator or the build error); with xcodebuild pass" && \
	  echo "-skipPackagePluginValidation. No team set? make xcode APP=$(APP) TEAM=<your team ID>."

restore-drill:
	@scripts/install-system-packages.sh test
	$(SWIFT) build --product greenhouse
	GREENHOUSE_BIN=$$($(SWIFT) build --show-bin-path)/greenhouse scripts/restore-drill.sh

console-check:
	@scripts/install-system-packages.sh test
	$(SWIFT) build --product greenhouse
	GREENHOUSE_BIN=$$($(SWIFT) build --show-bin-path)/greenhouse scripts/console-check.sh

faults:
	@scripts/install-system-packages.sh test
	$(SWIFT) build --product greenhouse
	GREENHOUSE_BIN=$$($(SWIFT) build --show-bin-path)/greenhouse scripts/faults.sh

soak:
	Benchmarks/soak/run.sh

bench-health:
	Benchmarks/health/run.sh

bench-media:
	Benchmarks/media/run.sh

bench-search:
	Benchmarks/calyx-search/run.sh

bench-traces:
	Benchmarks/traces/run.sh

bench-comments:
	Benchmarks/calyx-comments/run.sh

bench-feed:
	Benchmarks/calyx-feed/run.sh

bench-gifter:
	Benchmarks/gifter-recommendations/run.sh

bench-sql:
	$(SWIFT) build -c release --product SQLBenchmark
	$$($(SWIFT) build -c release --show-bin-path)/SQLBenchmark

bench-dandelion:
	$(SWIFT) build -c release --product DandelionBenchmark
	$$($(SWIFT) build -c release --show-bin-path)/DandelionBenchmark

bench-calyx-client:
	Benchmarks/calyx-client/run.sh

bench-gifter-client:
	Benchmarks/gifter-client/run.sh

bench-plant-tracker:
	$(SWIFT) build -c release --product PlantTrackerBenchmark
	$$($(SWIFT) build -c release --show-bin-path)/PlantTrackerBenchmark

# The WAV corpus Dandelion's blow detector is tested on (sox + espeak-ng; reproducible, about 36 MB).
dandelion-corpus:
	scripts/make-dandelion-corpus.sh .build/dandelion-corpus

# The app icon, the launch image and the README's picture, drawn from DandelionCore's seed head.
dandelion-pictures:
	scripts/make-dandelion-icon.sh
	scripts/make-dandelion-launch.sh
	scripts/make-dandelion-readme-picture.sh

clean:
	rm -rf .build

# libFuzzer targets for every parser of outside input, FUZZ_SECONDS each (see Fuzz/README.md).
FUZZ_SECONDS ?= 600
.PHONY: fuzz
fuzz:
	$(SWIFT) build
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh
