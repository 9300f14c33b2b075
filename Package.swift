// swift-tools-version: 6.2
// Greenhouse: five iOS apps and their Swift backends in one package.
// The folder tree is the module tree (every target sets `path:`); see ../shared/ARCHITECTURE.md.
import PackageDescription

import Foundation

#if os(Linux)
let appleUI = false
/// `make check-ui` (scripts/check-ui.sh) sets this to type-check the Apple-only targets on Linux against
/// interface stubs of Apple's frameworks (Stubs/README.md). Other builds leave them out: Linux cannot
/// generate code for them (and need not), so only that script checks them, without code generation.
let uiCheck = ProcessInfo.processInfo.environment["GREENHOUSE_UI_CHECK"] != nil
#else
let appleUI = ProcessInfo.processInfo.environment["SERVER_ONLY"] == nil
let uiCheck = false
#endif

// MARK: - Dependencies (only versions present in the environment's local package mirror)

let dependencies: [Package.Dependency] = [
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    .package(url: "https://github.com/vapor/sql-kit.git", from: "3.36.0"),
    .package(url: "https://github.com/vapor/postgres-kit.git", from: "2.17.0"),
    .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    .package(url: "https://github.com/apple/swift-certificates.git", from: "1.21.1"),
    .package(url: "https://github.com/apple/swift-asn1.git", from: "1.7.4"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-nio-http2.git", from: "1.46.0"),
    .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    .package(url: "https://github.com/vapor/jwt-kit.git", from: "5.8.0"),
    .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-openapi-generator.git", from: "1.14.3"),
    .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
    .package(url: "https://github.com/swift-server/swift-openapi-async-http-client.git", from: "1.5.0"),
    // The apps' transport for the generated clients (URLSession); on Linux it is compiled by `make check-ui`.
    .package(url: "https://github.com/apple/swift-openapi-urlsession.git", from: "1.4.0"),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
    // Already resolved for the OpenAPI generator; ServerKit reads request bodies' fields from the documents.
    .package(url: "https://github.com/jpsim/Yams", "4.0.0"..<"7.0.0"),
    // Traces: spans through swift-distributed-tracing, exported by swift-otel over OTLP/HTTP only (its gRPC
    // exporter's trait would build grpc-swift for nothing we use).
    .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.7.3"),
    .package(url: "https://github.com/swift-otel/swift-otel.git", from: "1.6.0", traits: ["OTLPHTTP"]),
    // Already resolved for swift-otel; the tests' stand-in collector decodes OTLP with it.
    .package(url: "https://github.com/apple/swift-protobuf.git", from: "1.39.0"),
    // Already resolved for SwiftNIO; ServerKit's switch for spans is one atomic load per statement.
    .package(url: "https://github.com/apple/swift-atomics.git", from: "1.3.0"),
]

extension Target.PluginUsage {
    /// Generates types, server protocol and client from the target's `openapi.yaml` at build time.
    static var openAPIGenerator: Target.PluginUsage { .plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator") }
}

extension Target.Dependency {
    static let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
    static let hummingbirdTesting = Target.Dependency.product(name: "HummingbirdTesting", package: "hummingbird")
    static let sqlKit = Target.Dependency.product(name: "SQLKit", package: "sql-kit")
    static let postgresKit = Target.Dependency.product(name: "PostgresKit", package: "postgres-kit")
    static let postgresNIO = Target.Dependency.product(name: "PostgresNIO", package: "postgres-nio")
    static let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
    static let crypto = Target.Dependency.product(name: "Crypto", package: "swift-crypto")
    static let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
    static let nioCore = Target.Dependency.product(name: "NIOCore", package: "swift-nio")
    static let nioPosix = Target.Dependency.product(name: "NIOPosix", package: "swift-nio")
    static let nioHTTP1 = Target.Dependency.product(name: "NIOHTTP1", package: "swift-nio")
    static let nioWebSocket = Target.Dependency.product(name: "NIOWebSocket", package: "swift-nio")
    static let nioFoundationCompat = Target.Dependency.product(name: "NIOFoundationCompat", package: "swift-nio")
    static let nioConcurrencyHelpers = Target.Dependency.product(name: "NIOConcurrencyHelpers", package: "swift-nio")
    static let nioSSL = Target.Dependency.product(name: "NIOSSL", package: "swift-nio-ssl")
    static let nioHTTP2 = Target.Dependency.product(name: "NIOHTTP2", package: "swift-nio-http2")
    static let nioHTTPTypes = Target.Dependency.product(name: "NIOHTTPTypes", package: "swift-nio-extras")
    static let nioHPACK = Target.Dependency.product(name: "NIOHPACK", package: "swift-nio-http2")
    static let prometheus = Target.Dependency.product(name: "Prometheus", package: "swift-prometheus")
    static let serviceLifecycle = Target.Dependency.product(name: "ServiceLifecycle", package: "swift-service-lifecycle")
    static let unixSignals = Target.Dependency.product(name: "UnixSignals", package: "swift-service-lifecycle")
    static let httpTypes = Target.Dependency.product(name: "HTTPTypes", package: "swift-http-types")
    static let cryptoExtras = Target.Dependency.product(name: "CryptoExtras", package: "swift-crypto")
    static let x509 = Target.Dependency.product(name: "X509", package: "swift-certificates")
    static let swiftASN1 = Target.Dependency.product(name: "SwiftASN1", package: "swift-asn1")
    static let jwtKit = Target.Dependency.product(name: "JWTKit", package: "jwt-kit")
    static let asyncHTTPClient = Target.Dependency.product(name: "AsyncHTTPClient", package: "async-http-client")
    static let hummingbirdWebSocket = Target.Dependency.product(name: "HummingbirdWebSocket", package: "hummingbird-websocket")
    static let hummingbirdWSClient = Target.Dependency.product(name: "HummingbirdWSClient", package: "hummingbird-websocket")
    static let bcrypt = Target.Dependency.product(name: "HummingbirdBcrypt", package: "hummingbird-auth")
    static let openAPIRuntime = Target.Dependency.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")
    static let openAPIAsyncHTTPClient = Target.Dependency.product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client")
    static let openAPIURLSession = Target.Dependency.product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession")
    static let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
    static let grdbSQLite = Target.Dependency.product(name: "GRDBSQLite", package: "GRDB.swift")
    static let zipFoundation = Target.Dependency.product(name: "ZIPFoundation", package: "ZIPFoundation")
    static let yams = Target.Dependency.product(name: "Yams", package: "Yams")
    static let mustache = Target.Dependency.product(name: "Mustache", package: "swift-mustache")
    static let tracing = Target.Dependency.product(name: "Tracing", package: "swift-distributed-tracing")
    static let otel = Target.Dependency.product(name: "OTel", package: "swift-otel")
    static let atomics = Target.Dependency.product(name: "Atomics", package: "swift-atomics")
    static let inMemoryTracing = Target.Dependency.product(name: "InMemoryTracing", package: "swift-distributed-tracing")
    static let swiftProtobuf = Target.Dependency.product(name: "SwiftProtobuf", package: "swift-protobuf")
}

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]
/// Tests import what they use without listing every module a member comes from.
let testSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

// MARK: - Targets that build and are tested everywhere (Linux included)

var targets: [Target] = [
    // Platform: shared by several apps.
    .target(
        name: "ServerKit",
        dependencies: [
            .hummingbird, .sqlKit, .grdb, .postgresKit, .postgresNIO, .crypto, .logging,
            .nioCore, .nioPosix, .nioFoundationCompat, .nioConcurrencyHelpers, .prometheus, .serviceLifecycle, .unixSignals,
            .httpTypes, .openAPIRuntime, .yams, .hummingbirdWebSocket, .nioWebSocket, .nioSSL, .nioHTTP1, .nioHTTPTypes, "ObjectStorage",
            .tracing, .otel, .atomics,
        ],
        path: "Sources/Platform/ServerKit",
        swiftSettings: swiftSettings
    ),
    .target(
        name: "Identity",
        dependencies: [
            "ServerKit", .hummingbird, .sqlKit, .jwtKit, .asyncHTTPClient, .crypto, .bcrypt, .logging, .nioCore, .nioPosix,
            .nioHTTP1, .nioFoundationCompat, .nioConcurrencyHelpers, .httpTypes, .openAPIRuntime,
        ],
        path: "Sources/Platform/Identity",
        swiftSettings: swiftSettings
    ),
    // StoreKit 2 signed transactions and App Store Server Notifications v2, verified against Apple's root.
    .target(
        name: "AppStore",
        dependencies: ["ServerKit", .x509, .swiftASN1, .crypto],
        path: "Sources/Platform/AppStore",
        resources: [.copy("Certificates/AppleRootCA-G3.cer")],
        swiftSettings: swiftSettings
    ),
    // The system libvips (pkg-config `vips`) and the small C shim over its variadic API.
    .systemLibrary(
        name: "CLibvips",
        path: "Sources/Platform/Media/CLibvips",
        pkgConfig: "vips",
        providers: [.apt(["libvips-dev"]), .brew(["vips"])]
    ),
    .target(name: "CVips", dependencies: ["CLibvips"], path: "Sources/Platform/Media/CVips"),
    // A seedable random generator for anything that must replay identically (synthetic data, seed physics).
    .target(name: "SplitMix64", path: "Sources/Platform/SplitMix64", swiftSettings: swiftSettings),
    // BlurHash encoding (server) and decoding (apps): pure Swift, no dependencies.
    .target(name: "BlurHash", path: "Sources/Platform/BlurHash", swiftSettings: swiftSettings),
    // Couples' flowers as figures (shapes in a 400 × 400 space) from one set of species definitions: the server
    // writes them as SVG, the app fills them as SwiftUI paths. Foundation only.
    .target(
        name: "FlowerDrawing",
        path: "Sources/Platform/FlowerDrawing",
        resources: [.copy("Resources/species-drawings.json")],
        swiftSettings: swiftSettings
    ),
    .target(
        name: "Media",
        dependencies: [
            "ServerKit", "ObjectStorage", "CVips", "BlurHash", .hummingbird, .sqlKit, .crypto, .logging, .nioCore, .nioPosix,
            .nioConcurrencyHelpers, .httpTypes, .openAPIRuntime,
        ],
        path: "Sources/Platform/Media",
        exclude: ["CLibvips", "CVips"],
        swiftSettings: swiftSettings
    ),
    // The system cairo + pango (pkg-config `pangocairo`) and the small C shim that writes PDFs with them.
    .systemLibrary(
        name: "CPangoCairo",
        path: "Sources/Platform/Printing/CPangoCairo",
        pkgConfig: "pangocairo",
        providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]
    ),
    .target(name: "CPrinting", dependencies: ["CPangoCairo"], path: "Sources/Platform/Printing/CPrinting"),
    // Printable documents (Calyx's collection PDF): pages, images and wrapped text on cairo's PDF surface.
    .target(
        name: "Printing",
        dependencies: ["CPrinting"],
        path: "Sources/Platform/Printing",
        exclude: ["CPangoCairo", "CPrinting"],
        swiftSettings: swiftSettings
    ),
    // Every app's public pages (/<app>/, privacy, terms, support), rendered from each app's content as data.
    .target(
        name: "AppPages",
        dependencies: ["ServerKit", .hummingbird, .httpTypes, .crypto, .nioCore, .mustache],
        path: "Sources/Platform/AppPages",
        resources: [.copy("Templates"), .copy("Icons")],
        swiftSettings: swiftSettings
    ),
    // APNs: provider tokens, HTTP/2 sends with retries, and the device tokens each person registered.
    .target(
        name: "Push",
        dependencies: [
            "ServerKit", .asyncHTTPClient, .crypto, .sqlKit, .logging, .nioCore, .nioPosix, .nioHTTP1, .nioSSL, .nioFoundationCompat,
            .nioConcurrencyHelpers, .serviceLifecycle, .tracing,
        ],
        path: "Sources/Platform/Push",
        swiftSettings: swiftSettings
    ),
    // Mail for the backends (Gifter's password resets): a small SMTP client on SwiftNIO, TLS always.
    .target(
        name: "Mail",
        dependencies: ["ServerKit", .nioCore, .nioPosix, .nioSSL, .logging, .tracing],
        path: "Sources/Platform/Mail",
        swiftSettings: swiftSettings
    ),
    // An S3-compatible object store client of our own: SigV4 signing (swift-crypto) over AsyncHTTPClient.
    .target(
        name: "ObjectStorage",
        dependencies: [.asyncHTTPClient, .crypto, .nioCore, .nioHTTP1, .tracing],
        path: "Sources/Platform/ObjectStorage",
        swiftSettings: swiftSettings
    ),
    // The apps' words: String Catalogs read at run time, so Core models and their Linux tests use the shipped file.
    .target(name: "AppCopy", path: "Sources/Platform/AppCopy", swiftSettings: swiftSettings),
    // Where an app's web pages (AppPages) are, from the one site address its Info.plist configures.
    .target(name: "SiteLinks", path: "Sources/Platform/SiteLinks", swiftSettings: swiftSettings),
    // The iOS apps' client runtime: no server dependencies, builds for iOS and Linux alike.
    .target(
        name: "ClientKit",
        dependencies: ["BlurHash", .openAPIRuntime, .httpTypes, .grdb],
        path: "Sources/Platform/ClientKit",
        swiftSettings: swiftSettings
    ),

    // Calyx
    .target(
        name: "CalyxAPI",
        dependencies: [.openAPIRuntime, .httpTypes],
        path: "Sources/Calyx/CalyxAPI",
        resources: [.copy("openapi.yaml")],
        swiftSettings: swiftSettings,
        plugins: [.openAPIGenerator]
    ),
    .target(
        name: "CalyxServer",
        dependencies: [
            "ServerKit", "Identity", "Media", "BlurHash", "CalyxAPI", "SplitMix64", "Push", "Mail", "Printing", .hummingbird, .sqlKit, .crypto, .openAPIRuntime,
            .httpTypes, .logging, .asyncHTTPClient, .nioCore, .nioHTTP1, .nioFoundationCompat, .nioConcurrencyHelpers, .serviceLifecycle, .mustache, .tracing,
        ],
        path: "Sources/Calyx/CalyxServer",
        resources: [.copy("Catalog/Flowers"), .copy("Community/Moderation/Words"), .copy("Sharing/ShareTemplates"), .copy("Console/ConsoleTemplates")],
        swiftSettings: swiftSettings
    ),
    .target(
        name: "CalyxCore",
        dependencies: ["CalyxAPI", "ClientKit", .openAPIRuntime, .httpTypes, .grdb, .crypto],
        path: "Sources/Calyx/CalyxCore",
        swiftSettings: swiftSettings
    ),

    // Couples
    .target(
        name: "CouplesAPI",
        dependencies: [.openAPIRuntime, .httpTypes],
        path: "Sources/Couples/CouplesAPI",
        resources: [.copy("openapi.yaml")],
        swiftSettings: swiftSettings,
        plugins: [.openAPIGenerator]
    ),
    .target(
        name: "CouplesServer",
        dependencies: [
            "ServerKit", "Identity", "Push", "AppStore", "CouplesAPI", "FlowerDrawing", .hummingbird, .sqlKit, .crypto, .openAPIRuntime, .httpTypes,
            .logging, .nioCore, .nioFoundationCompat, .nioConcurrencyHelpers, .serviceLifecycle, .asyncHTTPClient,
            .hummingbirdWebSocket, .nioWebSocket, .postgresNIO,
        ],
        path: "Sources/Couples/CouplesServer",
        resources: [.copy("Questions/questions.json"), .copy("Garden/species.json")],
        swiftSettings: swiftSettings
    ),

    // Gifter
    .target(
        name: "GifterAPI",
        dependencies: [.openAPIRuntime, .httpTypes],
        path: "Sources/Gifter/GifterAPI",
        resources: [.copy("openapi.yaml")],
        swiftSettings: swiftSettings,
        plugins: [.openAPIGenerator]
    ),
    // The Gifter app minus its pixels: every screen's model, tested on Linux against GifterServer.
    .target(
        name: "GifterCore",
        dependencies: ["GifterAPI", "ClientKit", "AppCopy", .openAPIRuntime, .httpTypes, .grdb],
        path: "Sources/Gifter/GifterCore",
        // Read at run time (GifterCopy), so the models and their Linux tests use the file the app ships.
        resources: [.copy("Copy/Gifter.xcstrings")],
        swiftSettings: swiftSettings
    ),
    .target(
        name: "GifterServer",
        dependencies: [
            "ServerKit", "Identity", "Push", "Mail", "Media", "GifterAPI", "SplitMix64", .hummingbird, .sqlKit, .crypto, .openAPIRuntime, .httpTypes,
            .logging, .nioCore, .nioHTTP1, .nioFoundationCompat, .nioConcurrencyHelpers, .serviceLifecycle, .asyncHTTPClient, .mustache, .tracing,
        ],
        path: "Sources/Gifter/GifterServer",
        resources: [.copy("Data"), .copy("InvitePage/InviteTemplates")],
        swiftSettings: swiftSettings
    ),

    // The Couples app minus its pixels: end-to-end crypto, photo prep protocol, offline cache/outbox, screen models.
    .target(
        name: "CouplesCore",
        dependencies: ["CouplesAPI", "ClientKit", "FlowerDrawing", "SiteLinks", .crypto, .grdb, .openAPIRuntime, .httpTypes],
        path: "Sources/Couples/CouplesCore",
        resources: [.copy("Resources/fallback.json")],
        swiftSettings: swiftSettings
    ),

    // Dandelion: no backend; the whole app minus its pixels (blow detection, seed physics, prompts, premium).
    .target(
        name: "DandelionCore",
        dependencies: ["SplitMix64", "AppCopy", "SiteLinks"],
        path: "Sources/Dandelion/DandelionCore",
        resources: [.copy("Resources")],
        // The DSP and physics run optimised even in debug builds on Linux: unoptimised Swift is ~20× slower
        // there, and the corpus tests would otherwise hog both CI cores for half a minute and starve others.
        swiftSettings: swiftSettings + [.unsafeFlags(["-O"], .when(platforms: [.linux], configuration: .debug))]
    ),

    // PlantTracker: no backend; the on-device store (GRDB) and the app minus its pixels.
    .target(
        name: "PlantTrackerCore",
        dependencies: ["AppCopy", "SiteLinks", .grdb, .zipFoundation],
        path: "Sources/PlantTracker/PlantTrackerCore",
        // Read at run time (PlantTrackerCopy), so the models and their Linux tests use the file the app ships.
        resources: [.copy("Copy/PlantTracker.xcstrings")],
        swiftSettings: swiftSettings
    ),

    // The executable: serve, migrate, version.
    .executableTarget(
        name: "greenhouse",
        dependencies: ["ServerKit", "AppPages", "CalyxServer", "GifterServer", "CouplesServer", "Media", "DandelionCore", .argumentParser, .hummingbird, .logging, .serviceLifecycle,
            // The Couples demo partner's phone: the app's own Core over HTTP, its photo thumbnail by libvips.
            "CouplesCore", "CouplesAPI", "ClientKit", "CVips", .openAPIAsyncHTTPClient, .openAPIRuntime, .crypto,
        ],
        path: "Sources/greenhouse",
        swiftSettings: swiftSettings
    ),

    // Benchmarks: executables that print numbers (Benchmarks/README in each run script).
    .executableTarget(
        name: "MediaBenchmark",
        dependencies: [
            "Media", "CalyxServer", "ServerKit", .argumentParser, .asyncHTTPClient, .logging, .nioCore, .nioHTTP1, .serviceLifecycle,
        ],
        path: "Benchmarks/MediaBenchmark",
        swiftSettings: testSwiftSettings
    ),

    .executableTarget(
        name: "CalyxSearchBenchmark",
        dependencies: ["CalyxServer", "ServerKit", .argumentParser, .crypto, .logging],
        path: "Benchmarks/CalyxSearchBenchmark",
        swiftSettings: swiftSettings
    ),

    .executableTarget(
        name: "CalyxCommentsBenchmark",
        dependencies: ["CalyxServer", "ServerKit", .argumentParser, .crypto, .logging],
        path: "Benchmarks/CalyxCommentsBenchmark",
        swiftSettings: swiftSettings
    ),

    // The Calyx app's client path: decoding a search page, a cold read of the Saved tab.
    .executableTarget(
        name: "CalyxClientBenchmark",
        dependencies: [
            "CalyxCore", "CalyxAPI", "ClientKit", "ClientBenchmarkSupport", "Media", "MediaTestSupport", .openAPIRuntime,
            .openAPIAsyncHTTPClient, .httpTypes, .argumentParser,
        ],
        path: "Benchmarks/CalyxClientBenchmark",
        swiftSettings: swiftSettings
    ),
    // What the apps' client benchmarks share: a transport that replays recorded answers, frame timing.
    .target(
        name: "ClientBenchmarkSupport",
        dependencies: [.openAPIRuntime, .httpTypes, .nioConcurrencyHelpers],
        path: "Benchmarks/ClientBenchmarkSupport",
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "GifterClientBenchmark",
        dependencies: [
            "GifterCore", "GifterAPI", "ClientKit", "ClientBenchmarkSupport", .openAPIRuntime, .openAPIAsyncHTTPClient, .argumentParser,
        ],
        path: "Benchmarks/GifterClientBenchmark",
        swiftSettings: swiftSettings
    ),

    .executableTarget(
        name: "CalyxFeedBenchmark",
        dependencies: ["CalyxServer", "ServerKit", .argumentParser, .crypto, .logging],
        path: "Benchmarks/CalyxFeedBenchmark",
        swiftSettings: swiftSettings
    ),

    .executableTarget(
        name: "GifterBenchmark",
        dependencies: ["GifterServer", "ServerKit", .argumentParser, .logging],
        path: "Benchmarks/GifterBenchmark",
        swiftSettings: swiftSettings
    ),

    // One statement through Database.sql, GRDB and the SQLite C API, side by side (make bench-sql).
    .executableTarget(
        name: "SQLBenchmark",
        dependencies: ["ServerKit", .grdb, .grdbSQLite, .sqlKit, .argumentParser, .logging],
        path: "Benchmarks/SQLBenchmark",
        swiftSettings: swiftSettings
    ),

    // Per-thread heap allocation counts (glibc), for benchmarks that must not allocate in their hot loop.
    .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
    .executableTarget(
        name: "DandelionBenchmark",
        dependencies: ["DandelionCore", "SplitMix64", "AllocationCounter", .argumentParser],
        path: "Benchmarks/DandelionBenchmark",
        swiftSettings: swiftSettings
    ),

    .executableTarget(
        name: "PlantTrackerBenchmark",
        dependencies: ["PlantTrackerCore", "PlantTrackerTestSupport", .argumentParser],
        path: "Benchmarks/PlantTrackerBenchmark",
        swiftSettings: swiftSettings
    ),

    // Test support shared by every server test target: database backends (SQLite, PostgreSQL), log capture.
    .target(
        name: "ServerKitTestSupport",
        dependencies: [
            "ServerKit", "ObjectStorage", .sqlKit, .logging, .nioConcurrencyHelpers, .nioCore, .nioFoundationCompat, .hummingbird,
            .hummingbirdTesting, .httpTypes, .serviceLifecycle, .openAPIRuntime, .asyncHTTPClient, .openAPIAsyncHTTPClient,
        ],
        path: "Tests/Support/ServerKitTestSupport",
        swiftSettings: testSwiftSettings
    ),
    // Real image files for media tests and benchmarks, made with libvips.
    .target(name: "CVipsFixtures", dependencies: ["CVips", "CLibvips"], path: "Tests/Support/CVipsFixtures"),
    // The little-endian TIFF writer behind the EXIF blocks both media and PlantTracker fixtures embed.
    .target(name: "EXIFFixtures", path: "Tests/Support/EXIFFixtures", swiftSettings: testSwiftSettings),
    .target(
        name: "MediaTestSupport",
        dependencies: ["Media", "CVips", "CVipsFixtures", "EXIFFixtures", "ClientKit", .nioPosix],
        path: "Tests/Support/MediaTestSupport",
        swiftSettings: testSwiftSettings
    ),
    // A stand-in APNs: HTTP/2 over TLS on loopback with a throwaway certificate, verifying provider tokens.
    .target(
        name: "PushTestSupport",
        dependencies: [
            "Push", "ServerKit", "ClientKit", .asyncHTTPClient, .crypto, .x509, .swiftASN1, .nioCore, .nioPosix, .nioSSL, .nioHTTP2, .nioHPACK,
            .nioConcurrencyHelpers, .nioFoundationCompat,
        ],
        path: "Tests/Support/PushTestSupport",
        swiftSettings: testSwiftSettings
    ),
    // Stand-ins for Apple, Google and Facebook: a JWKS server on loopback signing real tokens with test keys.
    .target(
        name: "IdentityTestSupport",
        dependencies: [
            "ServerKit", "Identity", "ServerKitTestSupport", .hummingbird, .jwtKit, .crypto, .cryptoExtras, .nioConcurrencyHelpers,
            .serviceLifecycle, .logging, .httpTypes, .nioCore,
        ],
        path: "Tests/Support/IdentityTestSupport",
        swiftSettings: testSwiftSettings
    ),
    // A stand-in App Store: its own root → intermediate → leaf chain signing real StoreKit 2 JWS.
    .target(
        name: "AppStoreTestSupport",
        dependencies: ["AppStore", "ServerKit", .x509, .swiftASN1, .crypto],
        path: "Tests/Support/AppStoreTestSupport",
        swiftSettings: testSwiftSettings
    ),

    .testTarget(
        name: "ServerKitTests",
        dependencies: [
            "ServerKit", "ServerKitTestSupport", "ObjectStorage", .hummingbird, .hummingbirdTesting, .sqlKit, .crypto, .logging,
            .serviceLifecycle, .nioCore, .nioPosix, .nioConcurrencyHelpers, .httpTypes, .openAPIRuntime, .hummingbirdWebSocket,
            .hummingbirdWSClient, .grdb, .postgresKit, .tracing, .inMemoryTracing,
        ],
        path: "Tests/Platform/ServerKitTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "AppPagesTests",
        dependencies: [
            "AppPages", "SiteLinks", "CalyxServer", "GifterServer", "CouplesServer", "ServerKit", "ServerKitTestSupport", .hummingbird, .hummingbirdTesting,
            .sqlKit, .httpTypes, .nioCore, .nioFoundationCompat,
        ],
        path: "Tests/Platform/AppPagesTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "IdentityTests",
        dependencies: [
            "Identity", "ServerKit", "ServerKitTestSupport", "IdentityTestSupport", .hummingbird, .hummingbirdTesting,
            .sqlKit, .jwtKit, .crypto, .logging, .httpTypes, .nioConcurrencyHelpers,
        ],
        path: "Tests/Platform/IdentityTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "AppStoreTests",
        dependencies: ["AppStore", "AppStoreTestSupport", "ServerKit", "ServerKitTestSupport", .x509, .swiftASN1, .crypto],
        path: "Tests/Platform/AppStoreTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "BlurHashTests",
        dependencies: ["BlurHash"],
        path: "Tests/Platform/BlurHashTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "MediaTests",
        dependencies: [
            "Media", "MediaTestSupport", "BlurHash", "CVips", "ServerKit", "ServerKitTestSupport", .hummingbird, .hummingbirdTesting,
            .sqlKit, .httpTypes, .nioCore, .nioPosix, .nioConcurrencyHelpers, .logging, .openAPIRuntime,
        ],
        path: "Tests/Platform/MediaTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "PrintingTests",
        dependencies: ["Printing"],
        path: "Tests/Platform/PrintingTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "ObjectStorageTests",
        dependencies: ["ObjectStorage", "ServerKitTestSupport", .asyncHTTPClient, .crypto],
        path: "Tests/Platform/ObjectStorageTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "MailTests",
        dependencies: ["Mail", "MailTestSupport", "ServerKit"],
        path: "Tests/Platform/MailTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "PushTests",
        dependencies: [
            "Push", "PushTestSupport", "ServerKit", "ServerKitTestSupport", .asyncHTTPClient, .crypto, .sqlKit, .logging, .nioCore, .nioPosix,
            .nioSSL, .nioConcurrencyHelpers, .tracing, .inMemoryTracing,
        ],
        path: "Tests/Platform/PushTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "FlowerDrawingTests",
        dependencies: ["FlowerDrawing"],
        path: "Tests/Platform/FlowerDrawingTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "AppCopyTests",
        dependencies: ["AppCopy"],
        path: "Tests/Platform/AppCopyTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "ClientKitTests",
        dependencies: ["ClientKit", "BlurHash", .openAPIRuntime, .httpTypes, .nioConcurrencyHelpers, .grdb],
        path: "Tests/Platform/ClientKitTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "CalyxServerTests",
        dependencies: [
            "CalyxServer", "CalyxAPI", "ObjectStorage", .asyncHTTPClient, "Identity", "ServerKit", "ServerKitTestSupport", "IdentityTestSupport", "Media", "MediaTestSupport", "Push",
            "PushTestSupport", "Mail", "MailTestSupport", .nioCore, .hummingbird, .hummingbirdTesting, .sqlKit, .httpTypes, .openAPIRuntime, .openAPIAsyncHTTPClient, .nioConcurrencyHelpers, .yams,
            .zipFoundation, "OTLPTestSupport", .serviceLifecycle,
        ],
        path: "Tests/Calyx/CalyxServerTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "GifterCoreTests",
        dependencies: [
            "GifterCore", "AppCopy", "GifterAPI", "GifterServer", "ClientKit", "ServerKit", "ServerKitTestSupport", "MailTestSupport",
            .openAPIRuntime, .openAPIAsyncHTTPClient, .httpTypes, .nioConcurrencyHelpers,
        ],
        path: "Tests/Gifter/GifterCoreTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "CalyxCoreTests",
        dependencies: [
            "CalyxCore", "CalyxAPI", "ClientKit", "CalyxServer", "ServerKit", "ServerKitTestSupport", "IdentityTestSupport", "Media", "MediaTestSupport", "PushTestSupport",
            .openAPIRuntime, .openAPIAsyncHTTPClient, .asyncHTTPClient, .httpTypes, .nioConcurrencyHelpers, .grdb,
        ],
        path: "Tests/Calyx/CalyxCoreTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "CouplesServerTests",
        dependencies: [
            "CouplesServer", "CouplesAPI", "FlowerDrawing", "Identity", "ServerKit", "ServerKitTestSupport", "IdentityTestSupport", "AppStoreTestSupport",
            "PushTestSupport", "Push", .nioCore,
            .hummingbird, .hummingbirdTesting, .sqlKit, .httpTypes, .openAPIRuntime, .openAPIAsyncHTTPClient, .nioConcurrencyHelpers,
            .crypto, .hummingbirdWebSocket, .hummingbirdWSClient, .nioWebSocket,
        ],
        path: "Tests/Couples/CouplesServerTests",
        swiftSettings: testSwiftSettings
    ),
    // A stand-in OpenTelemetry collector: OTLP/HTTP on loopback, decoded with the OTLP messages generated
    // from opentelemetry-proto (scripts/generate-otlp-messages.sh; swift-otel's own are package-internal).
    .target(
        name: "OTLPTestSupport",
        dependencies: ["ServerKitTestSupport", .swiftProtobuf, .hummingbird, .nioCore, .nioFoundationCompat, .nioConcurrencyHelpers],
        path: "Tests/Support/OTLPTestSupport",
        swiftSettings: testSwiftSettings
    ),
    .target(
        name: "MailTestSupport",
        path: "Tests/Support/MailTestSupport",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "GifterServerTests",
        dependencies: [
            "GifterServer", "GifterAPI", "Identity", "ServerKit", "ServerKitTestSupport", "IdentityTestSupport", "PushTestSupport", "Push",
            "Mail", "MailTestSupport", .nioCore, .hummingbird, .hummingbirdTesting, .sqlKit, .httpTypes, .openAPIRuntime, .openAPIAsyncHTTPClient,
            .nioConcurrencyHelpers, .crypto, .asyncHTTPClient, .serviceLifecycle, .logging, .yams,
        ],
        path: "Tests/Gifter/GifterServerTests",
        swiftSettings: testSwiftSettings
    ),
    // The libvips photo preparer Couples' Linux tests use in place of ImageIO.
    .target(
        name: "CouplesTestSupport",
        dependencies: ["CouplesCore", "CouplesAPI", "CVips"],
        path: "Tests/Support/CouplesTestSupport",
        swiftSettings: testSwiftSettings + [.unsafeFlags(["-O"], .when(platforms: [.linux], configuration: .debug))]
    ),
    .testTarget(
        name: "CouplesCoreTests",
        dependencies: [
            "CouplesCore", "CouplesAPI", "CouplesServer", "FlowerDrawing", "CouplesTestSupport", "MediaTestSupport", "PushTestSupport", "ClientKit", "ServerKit", "ServerKitTestSupport",
            "AppStore", "AppStoreTestSupport", "CVips", "CVipsFixtures", .grdb, .crypto, .openAPIRuntime, .openAPIAsyncHTTPClient, .httpTypes,
            .nioConcurrencyHelpers, .sqlKit,
        ],
        path: "Tests/Couples/CouplesCoreTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "DandelionCoreTests",
        dependencies: ["DandelionCore", "SplitMix64", "AppCopy", "SiteLinks"],
        path: "Tests/Dandelion/DandelionCoreTests",
        swiftSettings: testSwiftSettings
    ),
    // The libvips image processor PlantTracker's Linux tests and benchmark use in place of ImageIO, and
    // real photo fixtures (with capture dates) made with it.
    .target(
        name: "PlantTrackerTestSupport",
        dependencies: ["PlantTrackerCore", "CVips", "CVipsFixtures", "EXIFFixtures"],
        path: "Tests/Support/PlantTrackerTestSupport",
        // Drawing fixture pixels unoptimised takes seconds per large photo on a cooperative thread.
        swiftSettings: testSwiftSettings + [.unsafeFlags(["-O"], .when(platforms: [.linux], configuration: .debug))]
    ),
    .testTarget(
        name: "PlantTrackerCoreTests",
        dependencies: ["PlantTrackerCore", "PlantTrackerTestSupport", "AppCopy", "SiteLinks", .grdb, .zipFoundation],
        path: "Tests/PlantTracker/PlantTrackerCoreTests",
        swiftSettings: testSwiftSettings
    ),
    .testTarget(
        name: "greenhouseTests",
        // Depends on the executable so `swift test` builds it; the tests run the real binary.
        dependencies: [
            "greenhouse", "ServerKit", "CalyxServer", "ServerKitTestSupport", .hummingbirdTesting, .httpTypes, .sqlKit, .nioConcurrencyHelpers,
            "CouplesServer", "CouplesCore", "CouplesTestSupport", "MediaTestSupport", "ClientKit", "OTLPTestSupport",
        ],
        path: "Tests/greenhouseTests",
        swiftSettings: testSwiftSettings
    ),
]

// MARK: - Apple-only targets (SwiftUI views); never built on Linux or with SERVER_ONLY=1.
// Later issues append each app's `<App>UI` target here.

let appleOnlyTargets: [Target] = [
    // What every app's UI uses: SwiftUI pieces (a pushed page's model kept once made, a first-appearance
    // load) and the adapters to Apple's frameworks (Keychain, ImageIO, URLSession images).
    .target(
        name: "ClientUI",
        dependencies: ["ClientKit", "BlurHash"],
        path: "Sources/Platform/ClientUI",
        swiftSettings: swiftSettings
    ),
    .target(
        name: "DandelionUI",
        dependencies: ["DandelionCore"],
        path: "Sources/Dandelion/DandelionUI",
        swiftSettings: swiftSettings
    ),
    .target(
        name: "PlantTrackerUI",
        dependencies: ["PlantTrackerCore"],
        path: "Sources/PlantTracker/PlantTrackerUI",
        swiftSettings: swiftSettings
    ),
    .target(
        name: "CouplesUI",
        dependencies: ["CouplesCore", "CouplesAPI", "ClientKit", "ClientUI", "FlowerDrawing", .openAPIRuntime, .openAPIURLSession, .httpTypes, .crypto],
        path: "Sources/Couples/CouplesUI",
        swiftSettings: swiftSettings
    ),
    // Calyx's design system (§7: palette, type, glass, Polaroids) and the screens over CalyxCore's models.
    .target(
        name: "CalyxUI",
        // BlurHash: the placeholder's fill colour (`RGB`) is declared there.
        dependencies: ["CalyxCore", "CalyxAPI", "ClientKit", "ClientUI", "BlurHash", .openAPIRuntime, .openAPIURLSession, .httpTypes],
        path: "Sources/Calyx/CalyxUI",
        // Copied, not processed: the font is registered from its file URL at launch (Info.plist's
        // UIAppFonts only sees the app's own bundle, not a package's), and its licence travels with it.
        resources: [.copy("Resources/Fonts")],
        swiftSettings: swiftSettings
    ),
    // Gifter's design system (§0: black and white, the editorial serif, the bow) and the screens over GifterCore's models.
    .target(
        name: "GifterUI",
        dependencies: ["GifterCore", "GifterAPI", "ClientKit", "ClientUI", "BlurHash", .openAPIRuntime, .openAPIURLSession, .httpTypes],
        path: "Sources/Gifter/GifterUI",
        // Copied, not processed: the display serif is registered from its file URL at launch, and its licence travels with it.
        resources: [.copy("Resources/Fonts")],
        swiftSettings: swiftSettings
    ),
]
/// The app shells (Apps/<App>) and the library each links: the targets an app's own Swift files can import.
let appLibraries: [(app: String, library: String, targets: [String])] = [
    ("Dandelion", "DandelionUI", ["DandelionUI", "DandelionCore", "SplitMix64", "AppCopy"]),
    ("PlantTracker", "PlantTrackerUI", ["PlantTrackerUI", "PlantTrackerCore", "AppCopy"]),
    ("Couples", "CouplesUI", ["CouplesUI", "CouplesCore", "CouplesAPI", "ClientKit", "ClientUI", "FlowerDrawing"]),
    ("Calyx", "CalyxUI", ["CalyxUI", "CalyxCore", "CalyxAPI", "ClientKit", "ClientUI"]),
    ("Gifter", "GifterUI", ["GifterUI", "GifterCore", "GifterAPI", "ClientKit", "ClientUI", "AppCopy"]),
]
/// Libraries the XcodeGen app shells in Apps/ link.
let appleOnlyProducts: [Product] = appLibraries.map { .library(name: $0.library, targets: $0.targets) } + [
    // Apps/Platform builds the shared SwiftUI pieces alone.
    .library(name: "ClientUI", targets: ["ClientUI", "ClientKit", "BlurHash"]),
]

var products: [Product] = [
    .executable(name: "greenhouse", targets: ["greenhouse"]),
]

if appleUI {
    targets += appleOnlyTargets
    products += appleOnlyProducts
}

// MARK: - Linux: the same Apple-only targets type-checked against interface stubs (`make check-ui`)

/// Each stub of an Apple framework is a module named `<Framework>Stub` (Stubs/<Framework>) and imports the
/// stubs listed with it. `-module-alias` makes `import SwiftUI` in a view load `SwiftUIStub`, so the view
/// files stay as they are, and no other module (GRDB's `canImport(Combine)`, ClientKit's
/// `canImport(ImageIO)`) can see a stub under its Apple name. Two are never aliased, because Linux has
/// modules of those names: CoreFoundationStub (the CF types, re-exported by the stubs that re-export
/// CoreFoundation on Apple) and FoundationStub (what Apple's Foundation has beyond Linux's, imported into
/// every view file implicitly, as if it were part of Foundation).
let appleFrameworkStubs: [(framework: String, imports: [String])] = [
    ("CoreFoundation", []),
    ("Combine", []),
    ("Foundation", ["CoreFoundation", "Combine"]),
    ("CoreGraphics", ["CoreFoundation"]),
    ("os", []),
    ("CryptoKit", []),
    ("UniformTypeIdentifiers", []),
    ("Symbols", []),
    ("Accessibility", []),
    ("Security", ["CoreFoundation"]),
    ("CoreTransferable", ["UniformTypeIdentifiers"]),
    ("CoreText", ["CoreGraphics"]),
    ("ImageIO", ["CoreGraphics", "UniformTypeIdentifiers"]),
    ("LocalAuthentication", []),
    ("UserNotifications", []),
    ("AVFoundation", []),
    ("UIKit", ["CoreGraphics", "UniformTypeIdentifiers", "Symbols", "Accessibility", "CoreText"]),
    ("SafariServices", ["UIKit"]),
    ("SwiftUI", ["Foundation", "CoreGraphics", "UIKit", "Combine", "os", "Symbols", "Accessibility", "UniformTypeIdentifiers", "CoreTransferable"]),
    ("PhotosUI", ["SwiftUI", "UIKit", "CoreTransferable", "UniformTypeIdentifiers"]),
    ("StoreKit", ["SwiftUI"]),
    ("AuthenticationServices", ["SwiftUI", "UIKit"]),
]
let unaliasedStubs: Set<String> = ["CoreFoundation", "Foundation"]

if uiCheck {
    func stubTarget(_ framework: String) -> String { "\(framework)Stub" }
    let aliases = appleFrameworkStubs.filter { !unaliasedStubs.contains($0.framework) }.flatMap {
        ["-module-alias", "\($0.framework)=\(stubTarget($0.framework))"]
    }
    let appleFoundation = ["-Xfrontend", "-import-module", "-Xfrontend", stubTarget("Foundation")]
    // The stubs are compiled as Apple compiles its frameworks (`-swift-version 5` in their interfaces), with
    // library evolution, so an enum Apple does not freeze needs an `@unknown default` in a switch here too.
    let stubSettings: [SwiftSetting] = [
        .swiftLanguageMode(.v5), .enableUpcomingFeature("InferSendableFromCaptures"),
        .unsafeFlags(aliases + ["-enable-library-evolution", "-no-verify-emitted-module-interface"]),
    ]
    for (framework, imports) in appleFrameworkStubs {
        var dependencies: [Target.Dependency] = imports.map { .target(name: stubTarget($0)) }
        if framework == "CryptoKit" { dependencies.append(.crypto) }  // CryptoKit's API is swift-crypto's by design.
        targets.append(.target(name: stubTarget(framework), dependencies: dependencies, path: "Stubs/\(framework)", swiftSettings: stubSettings))
    }
    let allStubs: [Target.Dependency] = appleFrameworkStubs.map { .target(name: stubTarget($0.framework)) }
    let uiTargetNames = Set(appleOnlyTargets.map(\.name))
    var uiDependencies: [Target.Dependency] = allStubs
    for target in appleOnlyTargets {
        for dependency in target.dependencies {
            if case .byNameItem(let name, _) = dependency, uiTargetNames.contains(name) { continue }
            uiDependencies.append(dependency)
        }
        target.dependencies += allStubs
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(aliases + appleFoundation)]
        targets.append(target)
    }
    // The app shells' Swift files, which Xcode builds (Apps/<App>/project.yml: Swift 6, no upcoming features).
    for (app, _, libraryTargets) in appLibraries {
        let folder = "Apps/\(app)/App"
        targets.append(.target(
            name: "\(app)AppShell",
            dependencies: libraryTargets.map { .target(name: $0) } + allStubs,
            path: folder,
            exclude: ["Info.plist", "PrivacyInfo.xcprivacy", "Assets.xcassets", "InfoPlist.xcstrings"].filter {
                FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(folder)/\($0)")
            },
            swiftSettings: [.unsafeFlags(aliases + appleFoundation)]
        ))
    }
    // What the view modules need, built by SwiftPM before scripts/check-ui.sh type-checks the views themselves.
    targets.append(.target(name: "UICheckDependencies", dependencies: uiDependencies, path: "Stubs/UICheckDependencies"))
}

let package = Package(
    name: "Greenhouse",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: products,
    dependencies: dependencies,
    targets: targets,
    swiftLanguageModes: [.v6]
)
