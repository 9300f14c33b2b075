import Foundation
import Mustache

/// The console's Mustache templates (`ConsoleTemplates/`, shipped as resources), parsed once per process.
enum ConsoleTemplates {
    static let library = Result { () throws -> MustacheLibrary in
        guard let directory = Bundle.module.url(forResource: "ConsoleTemplates", withExtension: nil) else { throw CocoaError(.fileNoSuchFile) }
        var library = MustacheLibrary()
        for name in ["console-head", "nav", "sign-in", "refused", "queue", "kpis"] {
            try library.register(try String(contentsOf: directory.appendingPathComponent("\(name).mustache"), encoding: .utf8), named: name)
        }
        return library
    }

    static func render(_ page: Any, template: String) throws -> String {
        guard let html = try library.get().render(page, withTemplate: template) else { throw CocoaError(.fileNoSuchFile) }
        return html
    }
}
