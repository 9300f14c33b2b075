import ArgumentParser
import AsyncHTTPClient
import CalyxServer
import Foundation
import Logging
import Media
import NIOCore
import ServerKit
import ServiceLifecycle

/// Prints what issue #4 asks of the media pipeline, for one real photo:
///   1. time to produce every variant and the BlurHash on one core (sequential, libvips on one thread);
///   2. uploads per second and peak RSS growth with N concurrent clients against a real server
///      (in this process, over loopback HTTP, through `POST /calyx/v1/media`).
/// Progress goes to stderr; the results table to stdout.
@main
struct MediaBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "media-benchmark")

    @Option(help: "The photo to process (a 12 MP JPEG; see Benchmarks/media/run.sh).")
    var photo: String

    @Option(help: "Sequential pipeline runs on one core.")
    var iterations = 12

    @Option(help: "Concurrent upload clients.")
    var clients = 4

    @Option(help: "Seconds of concurrent uploading.")
    var seconds = 20

    func run() async throws {
        AllocatorTuning.capArenas()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: photo)))
        let header = try ImageInspection(bytes)
        let megapixels = Double(header.width * header.height) / 1_000_000
        progress("photo: \(photo), \(header.width)×\(header.height) (\(format(megapixels, 1)) MP), \(bytes.count / 1024) KiB")

        // Uploads first, so the memory baseline is a freshly started server's, not what the
        // single-core runs left in the allocator.
        let concurrent = try await concurrentUploads(bytes)
        let single = try await singleCore(bytes)
        let perPhoto = median(single.wall)
        let growth = concurrent.peakRSS - concurrent.baselineRSS

        print("""
            Media pipeline — \(header.width)×\(header.height) JPEG (\(format(megapixels, 1)) MP, \(bytes.count / 1024) KiB), \(ProcessInfo.processInfo.activeProcessorCount) cores
            one core, all variants (thumb, medium, large × WebP + progressive JPEG) + BlurHash, \(iterations) runs:
              wall  min \(ms(single.wall.min()!))  median \(ms(median(single.wall)))  max \(ms(single.wall.max()!))
              cpu per photo \(ms(single.cpuPerPhoto)) (user+system; ≈ wall ⇒ one core)
              RSS before \(mib(single.baselineRSS)), peak \(mib(single.peakRSS)), growth \(mib(single.peakRSS - single.baselineRSS))
            \(clients) concurrent clients, \(seconds) s, POST /calyx/v1/media over loopback:
              \(concurrent.uploads) uploads (\(concurrent.failures) failed): \(format(concurrent.perSecond, 2)) uploads/s, latency median \(ms(median(concurrent.latencies))), max \(ms(concurrent.latencies.max() ?? 0))
              RSS before \(mib(concurrent.baselineRSS)), peak \(mib(concurrent.peakRSS)), growth \(mib(growth))
            targets (issue #4):
              ≤ 300 ms per 12 MP photo on one core: \(perPhoto <= 0.3 ? "met" : "missed") (median \(ms(perPhoto)))
              ≤ 150 MB peak RSS growth under concurrent uploads: \(growth <= 150_000_000 ? "met" : "missed") (\(format(Double(growth) / 1_000_000, 0)) MB)
            """)
    }

    // MARK: - One core

    struct SingleCore {
        var wall: [Double] = []
        var cpuPerPhoto: Double = 0
        var baselineRSS = 0
        var peakRSS = 0
    }

    func singleCore(_ bytes: [UInt8]) async throws -> SingleCore {
        let pipeline = ImagePipeline()
        progress("warming up the pipeline")
        _ = try pipeline.process(bytes)
        var result = SingleCore()
        result.baselineRSS = residentBytes()
        let sampler = RSSSampler()
        let cpuBefore = cpuSeconds()
        for run in 1...iterations {
            let start = ContinuousClock.now
            let image = try pipeline.process(bytes)
            let elapsed = (ContinuousClock.now - start).inSeconds
            result.wall.append(elapsed)
            let sizes = image.variants.map { "\($0.variant.rawValue) \($0.webp.count / 1024)+\($0.jpeg.count / 1024) KiB" }
            progress("run \(run)/\(iterations): \(ms(elapsed))  [\(sizes.joined(separator: ", "))]")
        }
        result.cpuPerPhoto = (cpuSeconds() - cpuBefore) / Double(iterations)
        result.peakRSS = await sampler.stop()
        return result
    }

    // MARK: - Concurrent uploads against a real server

    struct Concurrent {
        var uploads = 0
        var failures = 0
        var perSecond = 0.0
        var latencies: [Double] = []
        var baselineRSS = 0
        var peakRSS = 0
    }

    func concurrentUploads(_ bytes: [UInt8]) async throws -> Concurrent {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("greenhouse-media-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        var configuration = ServerConfiguration(
            port: 0, dataDirectory: data, devAuthRequested: true, logLevel: .warning, appRateLimit: nil,
            environment: ["CALYX_MEDIA_UPLOAD_BURST": "1000000"]
        )
        configuration.shutdownGracePeriod = .seconds(5)
        var logger = Logger(label: "media-benchmark")
        logger.logLevel = .warning
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let application = try await GreenhouseServer(configuration: configuration, apps: [CalyxApp()], logger: logger)
            .makeApplication { portContinuation.yield($0) }
        let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
        let server = Task { try await group.run() }
        guard let port = await ports.first(where: { _ in true }) else { throw BenchmarkError("server did not start") }
        progress("server on port \(port)")

        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let base = "http://127.0.0.1:\(port)/calyx/v1"
        var signedIn: [String] = []
        for client in 0..<clients {
            signedIn.append(try await signIn(http, base: base, name: "bench\(client)"))
        }
        let tokens = signedIn
        progress("warming up: one upload")
        _ = try await upload(http, base: base, token: tokens[0], bytes: bytes, variant: 0)

        var result = Concurrent()
        result.baselineRSS = residentBytes()
        let sampler = RSSSampler()
        progress("uploading with \(clients) clients for \(seconds) s")
        let deadline = ContinuousClock.now + .seconds(seconds)
        let start = ContinuousClock.now
        let clients = clients, benchmark = self
        let outcomes = await withTaskGroup(of: [(Double, Bool)].self) { group in
            for client in 0..<clients {
                group.addTask {
                    var outcomes: [(Double, Bool)] = []
                    var variant = (client + 1) * 1_000_000
                    while ContinuousClock.now < deadline {
                        variant += 1
                        let began = ContinuousClock.now
                        let ok = (try? await benchmark.upload(http, base: base, token: tokens[client], bytes: bytes, variant: variant)) ?? false
                        outcomes.append(((ContinuousClock.now - began).inSeconds, ok))
                        if outcomes.count % 5 == 0 { progress("client \(client): \(outcomes.count) uploads") }
                    }
                    return outcomes
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        let elapsed = (ContinuousClock.now - start).inSeconds
        result.peakRSS = await sampler.stop()
        let succeeded = outcomes.filter { $0.1 }
        result.uploads = succeeded.count
        result.failures = outcomes.count - succeeded.count
        result.latencies = succeeded.map { $0.0 }
        result.perSecond = Double(result.uploads) / elapsed

        try await http.shutdown()
        await group.triggerGracefulShutdown()
        _ = try? await server.value
        return result
    }

    func signIn(_ http: HTTPClient, base: String, name: String) async throws -> String {
        var request = HTTPClientRequest(url: "\(base)/auth/dev")
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.body = .bytes(ByteBuffer(string: #"{"name":"\#(name)"}"#))
        let response = try await http.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 1 << 20)
        struct Session: Decodable { let accessToken: String }
        return try JSONDecoder().decode(Session.self, from: Data(buffer: body)).accessToken
    }

    /// Uploads the photo with 8 extra bytes after its end-of-image marker: decoders ignore them, but
    /// they make each upload new content, so nothing is served from the store's de-duplication.
    func upload(_ http: HTTPClient, base: String, token: String, bytes: [UInt8], variant: Int) async throws -> Bool {
        var request = HTTPClientRequest(url: "\(base)/media")
        request.method = .POST
        request.headers.add(name: "Authorization", value: "Bearer \(token)")
        request.headers.add(name: "Content-Type", value: "image/jpeg")
        var buffer = ByteBuffer(bytes: bytes)
        buffer.writeInteger(UInt64(variant))
        request.body = .bytes(buffer)
        let response = try await http.execute(request, timeout: .seconds(120))
        _ = try await response.body.collect(upTo: 1 << 20)
        return response.status == .created
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data("[media-benchmark] \(message)\n".utf8))
}

/// Samples the resident set size every 20 ms on its own task until stopped; answers the peak.
struct RSSSampler {
    private let task = Task {
        var peak = residentBytes()
        while !Task.isCancelled {
            peak = max(peak, residentBytes())
            try? await Task.sleep(for: .milliseconds(20))
        }
        return peak
    }

    func stop() async -> Int {
        task.cancel()
        return max(await task.value, residentBytes())
    }
}

/// Resident set size from /proc (Linux); 0 elsewhere.
func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kib = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kib * 1024
}

func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func ms(_ seconds: Double) -> String { "\(format(seconds * 1000, 0)) ms" }
func mib(_ bytes: Int) -> String { "\(format(Double(bytes) / 1_048_576, 1)) MiB" }
func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
