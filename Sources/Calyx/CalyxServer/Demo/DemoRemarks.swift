import CalyxAPI
import Foundation

/// What demo people say about a flower, written from the flower's own facts in the catalog (its care
/// tips, problems, bloom months, scent, light, height and toxicity), so every remark is true to the
/// species it is under. Kind and varied; each one is checked against our moderation word list.
struct DemoRemarks {
    let species: FlowerSpecies
    let moderator: WordListModerator

    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    var name: String { species.commonNames.first ?? species.scientificName }

    /// Opening comments about the flower, each standing on its own.
    var comments: [String] {
        var said: [String] = []
        for tip in species.careTips.prefix(3) {
            said.append("A tip that made all the difference for my \(name.lowercased()): \(Self.sentence(tip))")
        }
        for problem in species.problems.prefix(2) {
            said.append("Had \(problem.problem.lowercased()) on mine last year. What helped: \(Self.sentence(problem.solution))")
        }
        if let months = monthsText {
            said.append("Mine flowers in \(months), right on schedule every year. Always a lift to see it.")
        }
        if species.scent.intensity != .none, let note = species.scent.notes.first {
            let strength = species.scent.intensity == .strong ? "strong" : species.scent.intensity == .moderate ? "gentle" : "faint"
            said.append("Lean in close: there's a \(strength) \(note.rawValue) scent, best on a warm still evening.")
        }
        if let light = lightText {
            said.append("In my garden it's happiest in \(light). It sulked when I tried anywhere else.")
        }
        let height = Int(species.heightCm.max.rounded())
        if height > 0 {
            said.append("Reached about \(height) cm here, so plan its spot with that in mind. Worth it.")
        }
        if species.toxicity.cats == .toxic || species.toxicity.dogs == .toxic {
            said.append("Lovely plant, but a note for pet owners: it's toxic to \(toxicPets), so ours grows where the animals can't reach it.")
        }
        said.append("Native to \(species.nativeRange). I love knowing where a flower comes from.")
        return said.compactMap(accepted)
    }

    /// Answers to someone's comment about the flower: thanks, agreement, or a fact of its own.
    var replies: [String] {
        var said = [
            "Thank you for this, I'll try it with mine this season.",
            "Same experience here, so good to hear it's not just my garden.",
            "This is really helpful, saving it for later.",
            "Lovely to read. Yours must look wonderful right now.",
        ]
        if let tip = species.careTips.last {
            said.append("Agreed, and one more thing that helped me: \(Self.sentence(tip))")
        }
        if let soil = species.soil.first {
            said.append("Mine is in \(soil.rawValue.replacingOccurrences(of: "-", with: " ")) soil and doing well too.")
        }
        if let colour = species.colors.first {
            said.append("Ours are \(colour.rawValue) as well, the bees can't keep away.")
        }
        return said.compactMap(accepted)
    }

    private var monthsText: String? {
        let names = species.bloomMonths.filter { (1...12).contains($0) }.map { Self.months[$0 - 1] }
        guard let first = names.first else { return nil }
        return names.count == 1 ? first : "\(first) to \(names[names.count - 1])"
    }

    private var lightText: String? {
        let words = species.light.map { light -> String in
            switch light {
            case .fullSun: "full sun"
            case .partialShade: "partial shade"
            case .fullShade: "full shade"
            }
        }
        return words.isEmpty ? nil : words.joined(separator: " or ")
    }

    private var toxicPets: String {
        switch (species.toxicity.cats == .toxic, species.toxicity.dogs == .toxic) {
        case (true, true): "cats and dogs"
        case (true, false): "cats"
        default: "dogs"
        }
    }

    /// `text` starting with a capital and ending with a full stop.
    static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.first else { return trimmed }
        let capitalised = first.uppercased() + trimmed.dropFirst()
        return ".!?".contains(capitalised.last!) ? capitalised : capitalised + "."
    }

    /// The remark if it fits a comment and passes moderation; nil otherwise (it is simply not said).
    private func accepted(_ text: String) -> String? {
        guard text.count <= CalyxLimits.commentMaxLength, moderator.blockedWord(in: text) == nil else { return nil }
        return text
    }
}
