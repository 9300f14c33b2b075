import ArgumentParser
import CalyxServer
import CouplesServer
import GifterServer
import ServerKit

/// The app backends this binary can serve.
enum AppCatalog {
    static let all: [any GreenhouseApp] = [CalyxApp(), GifterApp(), CouplesApp()]

    /// The apps named on the command line, or all of them when none is named.
    static func select(_ names: [String]) throws -> [any GreenhouseApp] {
        guard !names.isEmpty else { return all }
        return try names.map { name in
            guard let app = all.first(where: { $0.name == name.lowercased() }) else {
                throw ValidationError("unknown app '\(name)'; this build serves: \(all.map(\.name).joined(separator: ", "))")
            }
            return app
        }
    }
}
