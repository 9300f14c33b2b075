import ArgumentParser

@main
struct Greenhouse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "greenhouse",
        abstract: "The Greenhouse backends: Calyx, Gifter and Couples behind one HTTP server.",
        version: GreenhouseVersion.current,
        subcommands: [Serve.self, Migrate.self, Seed.self, Backup.self, Restore.self, GifterCommand.self, CouplesCommand.self, DandelionCommand.self, Version.self]
    )
}
