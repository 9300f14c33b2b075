import Foundation
import Mustache

/// The share pages' Mustache templates (`ShareTemplates/`, shipped as resources), parsed once per process.
enum ShareTemplates {
    static let library = Result { () throws -> MustacheLibrary in
        guard let directory = Bundle.module.url(forResource: "ShareTemplates", withExtension: nil) else { throw CocoaError(.fileNoSuchFile) }
        var library = MustacheLibrary()
        for name in ["head", "flower", "collection", "person"] {
            let text = try String(contentsOf: directory.appendingPathComponent("\(name).mustache"), encoding: .utf8)
            try library.register(text, named: name)
        }
        return library
    }

    static func render(_ page: SharePageModels.Flower) throws -> String {
        try render(page, template: "flower")
    }

    static func render(_ page: SharePageModels.Collection) throws -> String {
        try render(page, template: "collection")
    }

    static func render(_ page: SharePageModels.Person) throws -> String {
        try render(page, template: "person")
    }

    private static func render(_ object: Any, template: String) throws -> String {
        guard let html = try library.get().render(object, withTemplate: template) else { throw CocoaError(.fileNoSuchFile) }
        return html
    }
}
