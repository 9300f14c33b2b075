// Empty on purpose: `make check-ui` builds this target so that SwiftPM builds every module the views import
// (the stubs, the Core modules, swift-openapi-urlsession), then type-checks the views itself, without code
// generation (scripts/check-ui.sh).
