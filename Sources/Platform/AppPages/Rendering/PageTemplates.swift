import Foundation
import Mustache

/// The pages' Mustache templates (`Templates/`, shipped as resources), parsed once per process.
/// `{{…}}` escapes HTML, so nothing an operator configures can become markup.
enum PageTemplates {
    static let partials = ["head", "nav", "footer"]

    static let library = Result { () throws -> MustacheLibrary in
        guard let directory = Bundle.module.url(forResource: "Templates", withExtension: nil) else { throw CocoaError(.fileNoSuchFile) }
        var library = MustacheLibrary()
        for name in partials + PageView.Kind.allCases.map(\.rawValue) {
            let text = try String(contentsOf: directory.appendingPathComponent("\(name).mustache"), encoding: .utf8)
            try library.register(text, named: name)
        }
        return library
    }

    static func render(_ kind: PageView.Kind, app: AppPage, site: SiteOperator) throws -> String {
        guard let html = try library.get().render(PageView(kind, app: app, site: site), withTemplate: kind.rawValue) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return html
    }
}
