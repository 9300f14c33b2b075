import ArgumentParser
import CouplesServer
import Foundation
import OpenAPIAsyncHTTPClient
import ServerKit

/// Tools for Couples' backend that run beside the server.
struct CouplesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "couples",
        abstract: "Couples tools (a demo partner to pair with).",
        subcommands: [CouplesDemoPartnerCommand.self]
    )
}

struct CouplesDemoPartnerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-partner",
        abstract: "Play a demo partner's phone, so one person can see Couples' whole daily loop.",
        discussion: """
            Needs a server with dev sign-in (`make run`, or `greenhouse serve --dev-auth`). The demo partner, \
            \(CouplesDemoPartner.name), is an invented account marked as demo data (`greenhouse seed --remove-demo` \
            removes it, its pair and its phone's files). The command signs in as them over HTTP and uses the \
            Couples app's own code: with --join CODE it joins the invite your app shows; without, it invites you \
            (prints a code to type in the app) and waits until you join. Once paired it prints the safety code to \
            compare, then answers today's question and sends a photo, sealed end to end with the pair's key as a \
            phone does. Answer in your app too and the day completes: the flower grows. Run it again on a later \
            day to answer that day's question. Its key and cache live in <data-dir>/couples-demo-partner.
            """
    )

    @Option(help: "The server's address.")
    var server = "http://127.0.0.1:8080"

    @Option(help: "Join the invite with this code (the 8 characters your app shows) instead of inviting you.")
    var join: String?

    @Option(help: "Minutes to wait for you to join the partner's invite.")
    var waitMinutes = 10

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let configuration = try options.configuration()
        let logger = ServerOptions.bootstrapLogging(configuration)
        let say: @Sendable (String) -> Void = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        // The partner's account, made and marked as `greenhouse seed --demo` makes it.
        try await GreenhouseServer(configuration: configuration, apps: [CouplesApp()], logger: logger).seedDemo(seed: 1) { _ in }
        let trimmed = server.hasSuffix("/") ? String(server.dropLast()) : server
        guard trimmed.hasPrefix("http://") || trimmed.hasPrefix("https://"), let serverURL = URL(string: trimmed + "/couples/v1") else {
            throw ValidationError("--server must be an http(s) address, e.g. http://127.0.0.1:8080")
        }
        let directory = CouplesDemoPartner.phoneDirectory(dataDirectory: configuration.dataDirectory)
        _ = try await DemoPartnerPhone.play(
            serverURL: serverURL, transport: AsyncHTTPClientTransport(), directory: directory, join: join,
            wait: .seconds(60 * waitMinutes), poll: .seconds(2), say: say
        )
    }
}
