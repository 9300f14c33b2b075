import DandelionCore
import Testing

@Suite struct PappusFieldTests {
    static let bounds = SIMD2<Float>(390, 844)

    static func field(_ text: String, seed: UInt64 = 1, reduceMotion: Bool = false, granularity: SeedGranularity = .letters) -> PappusField {
        let glyphs = MonospaceLayout(origin: SIMD2(20, 200), width: 350).place(text, as: granularity)
        return PappusField(glyphs: glyphs, configuration: PappusConfiguration(bounds: bounds, reduceMotion: reduceMotion), seed: seed)
    }

    static func snapshot(_ field: PappusField) -> [PappusSeed] { (0..<field.count).map(field.seed) }

    @Test func seedsRestInPlaceUntilReleased() {
        let field = Self.field("let it go")
        let before = Self.snapshot(field)
        field.step(seconds: 1)
        #expect(Self.snapshot(field) == before)
        #expect(before.allSatisfy { $0.opacity == 1 && $0.scale == 1 && $0.rotation == 0 })
        #expect(zip(before, field.glyphs).allSatisfy { $0.position == $1.center })
    }

    @Test func theSameSeedReplaysExactlyAndAnotherDiffers() {
        let a = Self.field("Worry, go find another place to stay.", seed: 42)
        let b = Self.field("Worry, go find another place to stay.", seed: 42)
        let c = Self.field("Worry, go find another place to stay.", seed: 43)
        for field in [a, b, c] { field.release(strength: 0.7) }
        for _ in 0..<180 {
            for field in [a, b, c] { field.step(seconds: 1.0 / 120) }
        }
        #expect(Self.snapshot(a) == Self.snapshot(b))
        #expect(Self.snapshot(a) != Self.snapshot(c))
    }

    /// A harder blow throws the seeds further in the same time.
    @Test func strengthShapesTheBurst() {
        func meanTravel(_ strength: Float) -> Float {
            let field = Self.field(String(repeating: "dandelion ", count: 12), seed: 9)
            field.release(strength: strength)
            for _ in 0..<60 { field.step(seconds: 1.0 / 120) }
            let moved = (0..<field.count).map { i -> Float in
                let d = field.seed(i).position - field.glyphs[i].center
                return (d.x * d.x + d.y * d.y).squareRoot()
            }
            return moved.reduce(0, +) / Float(moved.count)
        }
        let gentle = meanTravel(0.1), hard = meanTravel(1)
        #expect(hard > gentle * 1.5, "gentle \(gentle) pt, hard \(hard) pt")
    }

    /// The seeds go where the air goes: up and right by default, left when blown left.
    @Test func seedsFollowTheBlowDirection() {
        let right = Self.field("so long", seed: 3), left = Self.field("so long", seed: 3)
        right.release(strength: 0.8)
        left.release(strength: 0.8, direction: SIMD2(-1, -0.2))
        for _ in 0..<48 {
            right.step(seconds: 1.0 / 120)
            left.step(seconds: 1.0 / 120)
        }
        func meanDX(_ f: PappusField) -> Float { (0..<f.count).map { f.seed($0).position.x - f.glyphs[$0].center.x }.reduce(0, +) / Float(f.count) }
        func meanDY(_ f: PappusField) -> Float { (0..<f.count).map { f.seed($0).position.y - f.glyphs[$0].center.y }.reduce(0, +) / Float(f.count) }
        #expect(meanDX(right) > 10 && meanDY(right) < -5)
        #expect(meanDX(left) < -10)
    }

    /// Every seed fades and the field finishes; motion is smooth (no seed jumps far in one 120 Hz frame).
    @Test func driftIsSmoothAndEnds() {
        let field = Self.field("Sometimes the bravest thing is to put it down and walk on.", seed: 5)
        field.release(strength: 0.6)
        var previous = Self.snapshot(field)
        var steps = 0
        var largestJump: Float = 0
        while !field.isFinished && steps < 120 * 12 {
            field.step(seconds: 1.0 / 120)
            let now = Self.snapshot(field)
            for (a, b) in zip(previous, now) where b.opacity > 0 {
                let d = b.position - a.position
                largestJump = max(largestJump, (d.x * d.x + d.y * d.y).squareRoot())
                #expect((0...1).contains(b.opacity))
            }
            previous = now
            steps += 1
        }
        #expect(field.isFinished, "still \(field.aliveCount) seeds after \(steps) steps")
        #expect(field.aliveCount == 0 && Self.snapshot(field).allSatisfy { $0.opacity == 0 })
        // 420 pt/s is the fastest launch; at 120 Hz that is 3.5 pt a frame, with breeze and gust well under 8.
        #expect(largestJump < 8, "a seed moved \(largestJump) pt in one frame")
    }

    @Test func reduceMotionRisesAndFadesGently() {
        let field = Self.field("quietly now", reduceMotion: true)
        field.release(strength: 1)
        var maxSideways: Float = 0
        var maxRotation: Float = 0
        for _ in 0..<(120 * 3) {
            field.step(seconds: 1.0 / 120)
            for i in 0..<field.count {
                maxSideways = max(maxSideways, abs(field.seed(i).position.x - field.glyphs[i].center.x))
                maxRotation = max(maxRotation, abs(field.seed(i).rotation))
            }
        }
        #expect(field.isFinished)
        #expect(maxSideways == 0 && maxRotation == 0)
        let glyph = field.glyphs[0]
        #expect(field.seed(0).position.y < glyph.center.y && glyph.center.y - field.seed(0).position.y < 60)
    }

    @Test func aHugeFrameGapIsClamped() {
        let field = Self.field("hold on", seed: 8)
        field.release(strength: 1)
        field.step(seconds: 5)
        #expect(field.time == 0.05)
        #expect(!field.isFinished)
    }
}

@Suite struct MonospaceLayoutTests {
    let layout = MonospaceLayout(origin: .zero, width: 100, advance: 10, lineHeight: 20)

    @Test func graphemeClustersAreSeedsAndSpacesAreNot() {
        let text = "café 👩‍👩‍👧 e\u{301}!\n🇳🇿"
        let letters = layout.place(text, as: .letters).map(\.text)
        #expect(letters == ["c", "a", "f", "é", "👩‍👩‍👧", "e\u{301}", "!", "🇳🇿"])
        #expect(layout.place(text, as: .words).map(\.text) == ["café", "👩‍👩‍👧", "e\u{301}!", "🇳🇿"])
    }

    @Test func everyKindOfLineBreakStartsALine() {
        let rows = layout.place("a\r\nb\rc\u{2028}d", as: .letters).map { Int($0.center.y / 20) }
        #expect(rows == [0, 1, 2, 3])
    }

    @Test func wrapsWordsAndBreaksOnlyOverlongOnes() {
        let words = layout.place("one two three four\nfive abcdefghijklmno", as: .words)
        #expect(words.map(\.text) == ["one", "two", "three", "four", "five", "abcdefghij", "klmno"])
        let rows = words.map { Int($0.center.y / 20) }
        // "one two" fit 10 columns; "three four" too; the newline starts "five"; the long word breaks.
        #expect(rows == [0, 0, 1, 1, 2, 3, 4])
        #expect(words[0].center == SIMD2(15, 10) && words[0].size == SIMD2(30, 20))
        #expect(layout.place("👩‍👩‍👧", as: .letters)[0].size.x == 20)
    }

    @Test func writingWithoutSpacesDriftsByCharacterAndWrapsAnywhere() {
        // Japanese: a sentence is one run with no spaces; it must not become one seed (or one per line).
        let japanese = layout.place("今日はコーヒーを飲んだ。", as: .words)
        #expect(japanese.map(\.text) == ["今", "日", "は", "コーヒー", "を", "飲", "ん", "だ。"])
        // Ideographs and kana are two columns wide and sit side by side with no gap. On 10 columns:
        // 今日は (6) leaves no room for コーヒー (8), which wraps; を fills that line to 10; 飲んだ。 wraps.
        #expect(japanese.map(\.size.x) == [20, 20, 20, 80, 20, 20, 20, 40])
        #expect(japanese.map { Int($0.center.y / 20) } == [0, 0, 0, 1, 1, 2, 2, 2])
        #expect(japanese[4].center.x == 90)
        #expect(japanese[1].center.x - japanese[0].center.x == 20)
        #expect(layout.place("你好，世界", as: .letters).map(\.size.x) == [20, 20, 20, 20, 20])
    }
}

@Suite struct SeedWordsTests {
    @Test func spacedScriptsSplitOnlyAtWhiteSpace() {
        let text = "I can't sleep — again.\tДа, 잘 자요 (finally) e\u{301}!"
        #expect(SeedWords.words(in: text) == ["I", "can't", "sleep", "—", "again.", "Да,", "잘", "자요", "(finally)", "e\u{301}!"])
    }

    @Test func scriptsWithoutSpacesSplitByCharacterKeepingPunctuationAndKatakana() {
        #expect(SeedWords.words(in: "「疲れた」と言った。") == ["「疲", "れ", "た」", "と", "言", "っ", "た。"])
        #expect(SeedWords.words(in: "我很累，想睡觉！") == ["我", "很", "累，", "想", "睡", "觉！"])
        #expect(SeedWords.words(in: "コーヒー・ブレイク") == ["コーヒー・", "ブレイク"])
        // Thai has no spaces between words either; a consonant keeps its vowel and tone marks (one cluster),
        // while a vowel written before its consonant is a cluster of its own.
        #expect(SeedWords.words(in: "ไม่เป็นไร") == ["ไ", "ม่", "เ", "ป็", "น", "ไ", "ร"])
        // Mixed: Latin next to CJK without a space still separates where the script changes.
        #expect(SeedWords.words(in: "iPhoneで写真") == ["iPhone", "で", "写", "真"])
    }

    @Test func wordsAreSlicesOfTheTextItself() {
        let text = "one 二三 four"
        let words = SeedWords.words(in: text)
        #expect(words.map { text.distance(from: text.startIndex, to: $0.startIndex) } == [0, 4, 5, 7])
        #expect(SeedWords.words(in: "  \n ").isEmpty)
    }
}
