import Foundation
import Mustache

/// The invite page's Mustache templates (`InviteTemplates/`, shipped as resources), parsed once per
/// process. Mustache's `{{…}}` escapes HTML, which is what keeps a display name like `<b>` as text.
enum InviteTemplates {
    static let library = Result { () throws -> MustacheLibrary in
        guard let directory = Bundle.module.url(forResource: "InviteTemplates", withExtension: nil) else { throw CocoaError(.fileNoSuchFile) }
        var library = MustacheLibrary()
        for name in ["head", "invite", "missing"] {
            let text = try String(contentsOf: directory.appendingPathComponent("\(name).mustache"), encoding: .utf8)
            try library.register(text, named: name)
        }
        return library
    }

    static func render(_ page: InvitePage, template: String) throws -> String {
        guard let html = try library.get().render(page, withTemplate: template) else { throw CocoaError(.fileNoSuchFile) }
        return html
    }
}
