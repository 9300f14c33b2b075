/// The sheets the writing screen can raise; one at a time.
enum RootSheet: String, Identifiable {
    case prompts, settings, crisis

    var id: String { rawValue }
}
