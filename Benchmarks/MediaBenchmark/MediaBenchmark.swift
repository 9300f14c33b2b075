import ArgumentParser
import AsyncHTTPClient
import CalyxServer
import Foundation
import Logging
import Media
import NIOCore
import NIOHTTP1
import ServerKit
import ServiceLifecycle

/// Prints what issues #4 and #20 ask of the media pipeline, for one real photo:
///   1. time to produce every variant and the BlurHash (the decode on one thread, the six encodes and
///      the BlurHash side by side across the cores);
///   2. an upload's latency, one at a time, through `POST /calyx/v1/media` on a real server (in this
///      process, over loopback HTTP): the 12 MP original and the 2048 px JPEG the apps send after
///      downscaling on the device; beside it the `vips` command line doing the same work on the
///      same files, in the same run;
///   3. uploads per second and peak RSS growth with N concurrent clients against that server.
/// Progress goes to stderr; the results table to stdout.
@main
struct MediaBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "media-benchmark")

    @Option(help: "The photo to process (a 12 MP JPEG; see Benchmarks/media/run.sh).")
    var photo: String

    @Option(help: "The same photo downscaled to 2048 px on its longest side, as the apps upload it.")
    var devicePhoto: String

    @Option(help: "Sequential pipeline runs.")
    var iterations = 12

    @Option(help: "Uploads one at a time, and vips command-line runs, per photo.")
    var samples = 30

    @Option(help: "Concurrent upload clients.")
    var clients = 4

    @Option(help: "Seconds of concurrent uploading.")
    var seconds = 20

    func run() async throws {
        AllocatorTuning.capArenas()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: photo)))
        let deviceBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: devicePhoto)))
        let header = try ImageInspection(bytes)
        let megapixels = Double(header.width * header.height) / 1_000_000
        progress("photo: \(photo), \(header.width)×\(header.height) (\(format(megapixels, 1)) MP), \(bytes.count / 1024) KiB")

        // Uploads first, so the memory baseline is a freshly started server's, not what the
        // single-core runs left in the allocator.
        let concurrent = try await concurrentUploads(bytes, deviceBytes: deviceBytes)
        let single = try await singleCore(bytes)
        let commandLine = try vipsCommandLine(photo), deviceCommandLine = try vipsCommandLine(devicePhoto)
        let growth = concurrent.peakRSS - concurrent.baselineRSS

        print("""
            Media pipeline — \(header.width)×\(header.height) JPEG (\(format(megapixels, 1)) MP, \(bytes.count / 1024) KiB), \(ProcessInfo.processInfo.activeProcessorCount) cores
            pipeline, all variants (thumb, medium, large × WebP + progressive JPEG) + BlurHash, \(iterations) runs
            (decode on one thread; the six encodes and the BlurHash side by side):
              wall  min \(ms(single.wall.min()!))  median \(ms(median(single.wall)))  max \(ms(single.wall.max()!))
              cpu per photo \(ms(single.cpuPerPhoto)) (user+system)
              RSS before \(mib(single.baselineRSS)), peak \(mib(single.peakRSS)), growth \(mib(single.peakRSS - single.baselineRSS))
            one upload at a time, POST /calyx/v1/media over loopback to an idle server, \(samples) each; the answer
            comes once the thumbnail and BlurHash are stored, then the large WebP's URL is fetched (it waits for it):
                                       answer                         every size served
              12 MP original:          p50 \(ms(percentile(concurrent.sequential, 0.5)))  p99 \(ms(percentile(concurrent.sequential, 0.99)))   p50 \(ms(percentile(concurrent.sequentialAllSizes, 0.5)))  p99 \(ms(percentile(concurrent.sequentialAllSizes, 0.99)))
              2048 px from the device: p50 \(ms(percentile(concurrent.sequentialDevice, 0.5)))  p99 \(ms(percentile(concurrent.sequentialDevice, 0.99)))   p50 \(ms(percentile(concurrent.sequentialDeviceAllSizes, 0.5)))  p99 \(ms(percentile(concurrent.sequentialDeviceAllSizes, 0.99)))  (\(deviceBytes.count / 1024) KiB)
            the vips command line, the same work on the same files (\(samples) runs; thumbnail to 2048, 1200 and a 400
            attention crop, each saved as WebP and progressive JPEG, a process per step, libvips' default threads):
              12 MP original:          p50 \(ms(percentile(commandLine, 0.5)))  p99 \(ms(percentile(commandLine, 0.99)))
              2048 px from the device: p50 \(ms(percentile(deviceCommandLine, 0.5)))  p99 \(ms(percentile(deviceCommandLine, 0.99)))
            \(clients) concurrent clients, \(seconds) s, POST /calyx/v1/media over loopback (12 MP original):
              \(concurrent.uploads) uploads (\(concurrent.failures) failed): \(format(concurrent.perSecond, 2)) uploads/s, latency median \(ms(median(concurrent.latencies))), max \(ms(concurrent.latencies.max() ?? 0))
              RSS before \(mib(concurrent.baselineRSS)), peak \(mib(concurrent.peakRSS)), growth \(mib(growth))
              at most \(concurrent.peakFinishing) answered uploads with sizes left to encode, \(concurrent.peakInFlight) images in the image queue
            targets:
              ≤ 300 ms per upload (issue #20): 12 MP original p50 \(ms(percentile(concurrent.sequential, 0.5))) \(percentile(concurrent.sequential, 0.5) <= 0.3 ? "met" : "missed"); 2048 px from the device p50 \(ms(percentile(concurrent.sequentialDevice, 0.5))) \(percentile(concurrent.sequentialDevice, 0.5) <= 0.3 ? "met" : "missed")
              ≤ 150 MB peak RSS growth under concurrent uploads (issue #4): \(growth <= 150_000_000 ? "met" : "missed") (\(format(Double(growth) / 1_000_000, 0)) MB)
            """)
    }

    // MARK: - The vips command line

    /// Wall time of the CLI doing what the pipeline does, one shell per run in a scratch folder.
    func vipsCommandLine(_ path: String) throws -> [Double] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("greenhouse-vips-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = """
            set -e
            vips thumbnail "$1" L.v 2048 --height 2048 --size down
            vips thumbnail L.v M.v 1200 --height 1200 --size down
            vips thumbnail M.v T.v 400 --height 400 --crop attention --size both
            for v in L M T; do
                vips webpsave $v.v $v.webp --Q 80 --effort 0 --strip
                vips jpegsave $v.v $v.jpg --Q 82 --interlace --optimize-coding --strip
            done
            """
        var times: [Double] = []
        progress("vips command line on \(URL(fileURLWithPath: path).lastPathComponent), \(samples) runs")
        for _ in 0...samples {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, "vips-cli", path]
            process.currentDirectoryURL = scratch
            let began = ContinuousClock.now
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchmarkError("the vips command line failed on \(path)") }
            times.append((ContinuousClock.now - began).inSeconds)
        }
        return Array(times.dropFirst())  // the first run warms the file cache
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
        let sampler = PeakSampler { residentBytes() }
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
        /// The most answered uploads whose larger sizes were still to encode, and the most images in
        /// the image threads' queue, at any sample: what holds decoded images in memory.
        var peakFinishing = 0
        var peakInFlight = 0
        var sequential: [Double] = []
        var sequentialDevice: [Double] = []
        /// From sending the upload to the large WebP served (the answer comes with the thumbnail; the
        /// larger sizes follow, and their URL waits for them).
        var sequentialAllSizes: [Double] = []
        var sequentialDeviceAllSizes: [Double] = []
    }

    func concurrentUploads(_ photo: [UInt8], deviceBytes devicePhoto: [UInt8]) async throws -> Concurrent {
        // One buffer per photo, shared by every request: the clients live in this process, and a copy
        // per request would count four photos of the clients' own in the server's memory figure.
        let bytes = ByteBuffer(bytes: photo), deviceBytes = ByteBuffer(bytes: devicePhoto)
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
        progress("one upload at a time: \(samples) of the original, \(samples) of the 2048 px photo")
        for sample in 0..<samples {
            for device in [false, true] {
                let began = ContinuousClock.now
                guard let large = try await uploadedLargeURL(http, base: base, token: tokens[0], bytes: device ? deviceBytes : bytes, variant: 500_000 + 2 * sample + (device ? 1 : 0))
                else { throw BenchmarkError("a sequential upload failed") }
                let answered = (ContinuousClock.now - began).inSeconds
                // Then every size: the large WebP's URL answers once it is stored. Waited for before the
                // next upload, so each starts on an idle server.
                var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(large)")
                request.headers.add(name: "Accept", value: "image/webp")
                let served = try await http.execute(request, timeout: .seconds(60))
                _ = try await served.body.collect(upTo: 1 << 26)
                guard served.status == .ok else { throw BenchmarkError("the large size answered \(served.status)") }
                let allSizes = (ContinuousClock.now - began).inSeconds
                if device {
                    result.sequentialDevice.append(answered)
                    result.sequentialDeviceAllSizes.append(allSizes)
                } else {
                    result.sequential.append(answered)
                    result.sequentialAllSizes.append(allSizes)
                }
            }
        }
        result.baselineRSS = residentBytes()
        let sampler = PeakSampler { residentBytes() }
        let finishing = PeakSampler { MediaFinishing.shared.count }, inFlight = PeakSampler { ImageProcessor.shared.inFlight }
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
        result.peakFinishing = await finishing.stop()
        result.peakInFlight = await inFlight.stop()
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

    /// `upload`, answering the large size's URL (a path on the server) when it succeeded.
    func uploadedLargeURL(_ http: HTTPClient, base: String, token: String, bytes: ByteBuffer, variant: Int) async throws -> String? {
        let (status, body) = try await send(http, base: base, token: token, bytes: bytes, variant: variant)
        guard status == .created else { return nil }
        struct Image: Decodable {
            struct Variants: Decodable { struct Variant: Decodable { let url: String }; let large: Variant }
            let variants: Variants
        }
        return try JSONDecoder().decode(Image.self, from: Data(buffer: body)).variants.large.url
    }

    /// Uploads the photo with 8 extra bytes after its end-of-image marker: decoders ignore them, but
    /// they make each upload new content, so nothing is served from the store's de-duplication.
    func upload(_ http: HTTPClient, base: String, token: String, bytes: ByteBuffer, variant: Int) async throws -> Bool {
        try await send(http, base: base, token: token, bytes: bytes, variant: variant).0 == .created
    }

    private func send(_ http: HTTPClient, base: String, token: String, bytes: ByteBuffer, variant: Int) async throws -> (HTTPResponseStatus, ByteBuffer) {
        var request = HTTPClientRequest(url: "\(base)/media")
        request.method = .POST
        request.headers.add(name: "Authorization", value: "Bearer \(token)")
        request.headers.add(name: "Content-Type", value: "image/jpeg")
        var tail = ByteBuffer()
        tail.writeInteger(UInt64(variant))
        let chunks = AsyncStream<ByteBuffer> { parts in
            parts.yield(bytes)
            parts.yield(tail)
            parts.finish()
        }
        request.body = .stream(chunks, length: .known(Int64(bytes.readableBytes + tail.readableBytes)))
        let response = try await http.execute(request, timeout: .seconds(120))
        return (response.status, try await response.body.collect(upTo: 1 << 20))
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data("[media-benchmark] \(message)\n".utf8))
}

/// Samples `value` every 20 ms on its own task until stopped; answers the largest seen.
struct PeakSampler {
    private let value: @Sendable () -> Int
    private let task: Task<Int, Never>

    init(_ value: @escaping @Sendable () -> Int) {
        self.value = value
        task = Task {
            var peak = value()
            while !Task.isCancelled {
                peak = max(peak, value())
                try? await Task.sleep(for: .milliseconds(20))
            }
            return peak
        }
    }

    func stop() async -> Int {
        task.cancel()
        return max(await task.value, value())
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

/// Nearest-rank percentile.
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((fraction * Double(sorted.count)).rounded(.up)) - 1)]
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func ms(_ seconds: Double) -> String { "\(format(seconds * 1000, 0)) ms" }
func mib(_ bytes: Int) -> String { "\(format(Double(bytes) / 1_048_576, 1)) MiB" }
func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
