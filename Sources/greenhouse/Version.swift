import ArgumentParser

struct Version: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the version of this build.")

    func run() {
        print("greenhouse \(GreenhouseVersion.current)")
    }
}
