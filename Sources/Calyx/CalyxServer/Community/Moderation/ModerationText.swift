import Foundation

/// Turns comment text into the spellings a word list is checked against.
///
/// Matching is whole-word: a listed word never matches inside a longer one ("Scunthorpe", "cocktail").
/// To see through common disguises, each word is looked up in several spellings: as written; with
/// look-alike digits and symbols read as letters ("sh1t", "$hit"); with stretched letters shortened
/// ("fuuuuck"); and runs of single letters sharing one separator are rejoined ("f.u.c.k", "F U C K").
/// Those extra spellings only ever produce candidates to look up, never a refusal on their own, so a
/// false positive needs a listed word to come out of them.
enum ModerationText {
    /// The longest stretch taken from a run of rejoined letters; no listed word is longer.
    static let longestCandidate = 24

    /// Lowercased; compatibility forms (full-width, mathematical, circled letters, ligatures) and
    /// diacritics folded away; Cyrillic, Greek and other look-alike letters mapped to ASCII; invisible
    /// characters (zero-width spaces, soft hyphens, combining marks) removed.
    static func normalize(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in folded(text).unicodeScalars {
            switch scalar.properties.generalCategory {
            // A zero-width space or a strike-through mark inside a word must not split or disguise it.
            case .format, .nonspacingMark, .enclosingMark: continue
            default: scalars.append(homoglyphs[scalar] ?? scalar)
            }
        }
        return String(scalars)
    }

    /// The words of `text` as written: runs of letters, split on everything else.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        for piece in pieces(of: normalize(text)) {
            words += split(piece.scalars, where: { !isLetter($0) })
        }
        return words
    }

    /// Every spelling of `text`'s words worth looking up, in reading order, without duplicates.
    static func candidates(in text: String) -> [String] {
        let pieces = pieces(of: normalize(text))
        var spellings: [String] = []
        for piece in pieces {
            spellings += split(piece.scalars, where: { !isLetter($0) })
            spellings += deleeted(piece.scalars)
        }
        spellings += rejoinedLetterRuns(pieces)

        var seen: Set<String> = []
        var candidates: [String] = []
        for spelling in spellings {
            for candidate in unstretched(spelling) where seen.insert(candidate).inserted {
                candidates.append(candidate)
            }
        }
        return candidates
    }

    // MARK: Normalising

    private static func folded(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.lowercased()
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Letters from other scripts that look like Latin ones (after lowercasing), as used to dodge filters.
    static let homoglyphs: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, String)] = [
            // Cyrillic
            ("а", "a"), ("в", "b"), ("е", "e"), ("к", "k"), ("м", "m"), ("н", "h"), ("о", "o"), ("р", "p"),
            ("с", "c"), ("т", "t"), ("у", "y"), ("х", "x"), ("і", "i"), ("ј", "j"), ("ѕ", "s"), ("ԁ", "d"),
            ("һ", "h"), ("ӏ", "l"), ("ԛ", "q"), ("ԝ", "w"), ("ү", "y"),
            // Greek
            ("α", "a"), ("β", "b"), ("ε", "e"), ("η", "n"), ("ι", "i"), ("κ", "k"), ("μ", "u"), ("ν", "v"),
            ("ο", "o"), ("ρ", "p"), ("τ", "t"), ("υ", "u"), ("χ", "x"), ("γ", "y"),
            // Latin letters that diacritic folding leaves alone, and IPA look-alikes
            ("ı", "i"), ("ł", "l"), ("ø", "o"), ("đ", "d"), ("ħ", "h"), ("ŧ", "t"), ("ɑ", "a"), ("ɡ", "g"),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.map { (Unicode.Scalar($0.0)!, Unicode.Scalar($0.1)!) })
    }()

    /// Digits and symbols read as letters, but only inside a word that also has real letters.
    static let leet: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i",
    ]

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic }

    // MARK: Pieces

    /// A run of letters and look-alike symbols, and the separator text that follows it.
    private struct Piece {
        var scalars: [Unicode.Scalar]
        var separator: [Unicode.Scalar]
    }

    private static func pieces(of normalized: String) -> [Piece] {
        var pieces: [Piece] = []
        var current = Piece(scalars: [], separator: [])
        for scalar in normalized.unicodeScalars {
            if isLetter(scalar) || leet[scalar] != nil {
                if !current.separator.isEmpty {
                    pieces.append(current)
                    current = Piece(scalars: [], separator: [])
                }
                current.scalars.append(scalar)
            } else if current.scalars.isEmpty {
                continue  // separators before the first piece separate nothing
            } else {
                current.separator.append(scalar)
            }
        }
        if !current.scalars.isEmpty { pieces.append(current) }
        return pieces
    }

    private static func split(_ scalars: [Unicode.Scalar], where isSeparator: (Unicode.Scalar) -> Bool) -> [String] {
        scalars.split(whereSeparator: isSeparator).map { String(String.UnicodeScalarView($0)) }
    }

    // MARK: Spellings

    /// "sh1t" → "shit", "$hit" → "shit"; a piece with no real letter ("5", "2024") is a number, not a word.
    /// "1" stands for "i" or "l", so both readings are kept; a trailing "!" is punctuation.
    private static func deleeted(_ scalars: [Unicode.Scalar]) -> [String] {
        var scalars = scalars
        while scalars.last == "!" { scalars.removeLast() }
        guard scalars.contains(where: isLetter), scalars.contains(where: { leet[$0] != nil }) else { return [] }
        let asI = scalars.map { leet[$0] ?? $0 }
        var readings = split(asI, where: { !isLetter($0) })
        if scalars.contains("1") {
            readings += split(scalars.map { $0 == "1" ? "l" : leet[$0] ?? $0 }, where: { !isLetter($0) })
        }
        return readings
    }

    /// Runs of three or more single letters with the same separator between each ("f.u.c.k", "F U C K"),
    /// joined, with every stretch of three letters or more inside them (the run may begin with a real
    /// one-letter word, as in "a f u c k"). Runs of two ("U.S.", "a b") are never joined.
    private static func rejoinedLetterRuns(_ pieces: [Piece]) -> [String] {
        var joined: [String] = []
        var run: [Unicode.Scalar] = []
        var runSeparator: [Unicode.Scalar]? = nil
        var separatorBefore: [Unicode.Scalar] = []

        func finishRun() {
            if run.count >= 3 {
                for start in 0..<(run.count - 2) {
                    for end in (start + 3)...min(run.count, start + longestCandidate) {
                        joined.append(String(String.UnicodeScalarView(run[start..<end])))
                    }
                }
            }
            run = []
            runSeparator = nil
        }

        for piece in pieces {
            guard piece.scalars.count == 1, let single = piece.scalars.first else {
                finishRun()
                continue
            }
            let letter = leet[single] ?? single
            if run.isEmpty {
                run = [letter]
            } else if runSeparator == nil || runSeparator == separatorBefore {
                runSeparator = separatorBefore
                run.append(letter)
            } else {
                // The separator changed: the previous letter ends this run and begins the next.
                let previous = run[run.count - 1]
                finishRun()
                run = [previous, letter]
                runSeparator = separatorBefore
            }
            separatorBefore = piece.separator
        }
        finishRun()
        return joined
    }

    /// "fuuuuck" → "fuck" and "fuuck": a letter repeated three times or more is read once and twice,
    /// since the word it stretches may hold it either way ("shit", "bullshit" → "bulllllshit").
    static func unstretched(_ word: String) -> [String] {
        var runs: [(letter: Unicode.Scalar, count: Int)] = []
        for scalar in word.unicodeScalars {
            if let last = runs.last, last.letter == scalar {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((scalar, 1))
            }
        }
        let stretched = runs.indices.filter { runs[$0].count >= 3 }
        guard !stretched.isEmpty else { return [word] }

        // Each stretched run read once or twice; past a few runs, only all-once and all-twice.
        let choices: [[Int]] = stretched.count <= 6
            ? (0..<(1 << stretched.count)).map { mask in stretched.indices.map { (mask >> $0) & 1 == 0 ? 1 : 2 } }
            : [Array(repeating: 1, count: stretched.count), Array(repeating: 2, count: stretched.count)]
        var spellings = [word]
        for choice in choices {
            var spelling = String.UnicodeScalarView()
            var next = 0
            for (index, run) in runs.enumerated() {
                var count = run.count
                if next < stretched.count, stretched[next] == index {
                    count = choice[next]
                    next += 1
                }
                spelling.append(contentsOf: repeatElement(run.letter, count: count))
            }
            spellings.append(String(spelling))
        }
        return spellings
    }
}
