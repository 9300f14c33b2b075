import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// The taste quiz (§3.2) in any of its modes: one question per screen in a centred card, its short
/// line, the answers as large choices and the hint under them, with the progress above. A
/// single-choice answer moves on at once: the card slides out to the left and the next comes in from
/// the right (Back reverses it; under Reduce Motion they crossfade). Multiple choice has Next. The
/// nodding bow shows while the questions load and while the answers are sent; a failure shows §11.3
/// with Retry, which sends the same answers again. What follows the last answer is the caller's
/// (`done`): Onboarding's final screen, the line about someone not on Gifter, or refining one's own.
struct TasteProfileView<Done: View>: View {
    let quiz: TasteQuizModel
    /// Onboarding loads the quiz itself (its Start does); everywhere else the view does.
    let loadsOnAppear: Bool
    let done: () -> Done
    /// Which way the cards move: forward after an answer, backward after Back.
    @State private var forward = true
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(quiz: TasteQuizModel, loadsOnAppear: Bool = true, @ViewBuilder done: @escaping () -> Done) {
        self.quiz = quiz
        self.loadsOnAppear = loadsOnAppear
        self.done = done
    }

    var body: some View {
        ZStack {
            switch quiz.phase {
            case .loading, .sending:
                NoddingBow()
                    .frame(width: 56)
                    .accessibilityHidden(true)
            case .asking:
                if let question = quiz.question { asking(question) }
            case .done:
                done()
            case .failed(let failure):
                GifterErrorView(failure: failure) { await quiz.retry() }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(GifterPalette.black.ignoresSafeArea())
        .animation(GifterMotion.crossfade, value: quiz.phase)
        .onFirstAppear {
            if loadsOnAppear { await quiz.load() }
        }
    }

    private func asking(_ question: TasteQuizModel.Question) -> some View {
        VStack(alignment: .leading, spacing: GifterSpacing.large) {
            VStack(alignment: .leading, spacing: GifterSpacing.small) {
                ProgressView(value: quiz.progress)
                    .tint(GifterPalette.white)
                Text(quiz.progressLine)
                    .gifterFont(.caption)
                    .foregroundStyle(GifterPalette.gray)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(quiz.progressLine)
            .animation(GifterMotion.entrance(), value: quiz.progress)

            ZStack {
                ScrollView {
                    card(question)
                        .padding(.vertical, GifterSpacing.extraSmall)
                }
                .scrollBounceBehavior(.basedOnSize)
                .id(quiz.index)
                .transition(slide)
            }
            .animation(reduceMotion ? GifterMotion.crossfade : GifterMotion.entrance(), value: quiz.index)

            HStack {
                if quiz.canGoBack {
                    Button(TasteQuizModel.backButton) {
                        forward = false
                        quiz.back()
                    }
                    .buttonStyle(TextButtonStyle(color: GifterPalette.gray))
                }
                Spacer()
                if question.multiple {
                    Button(TasteQuizModel.nextButton) {
                        forward = true
                        Task { await quiz.next() }
                    }
                    .buttonStyle(.gifterPrimary)
                    .frame(maxWidth: 180)
                    .disabled(!quiz.canGoOn)
                }
            }
        }
        .padding(.horizontal, GifterSpacing.screenMargin)
        .padding(.vertical, GifterSpacing.medium)
    }

    private func card(_ question: TasteQuizModel.Question) -> some View {
        VStack(alignment: .leading, spacing: GifterSpacing.medium) {
            VStack(alignment: .leading, spacing: GifterSpacing.small) {
                Text(question.prompt)
                    .gifterFont(.displayL)
                    .foregroundStyle(GifterPalette.white)
                    .accessibilityAddTraits(.isHeader)
                if let subtitle = question.subtitle {
                    Text(subtitle)
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.gray)
                }
            }
            VStack(spacing: GifterSpacing.small) {
                ForEach(question.options, id: \.id) { option in
                    let chosen = quiz.isChosen(option)
                    Button {
                        forward = true
                        Task { await quiz.choose(option) }
                    } label: {
                        Text(option.label)
                    }
                    .buttonStyle(QuizOptionStyle(isChosen: chosen))
                    .accessibilityAddTraits(chosen ? .isSelected : [])
                }
            }
            if let hint = question.hint {
                Text(hint)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
            }
        }
        .padding(GifterSpacing.cardPadding)
        .frame(maxWidth: .infinity, alignment: .leading)
        .gifterCard()
    }

    /// Out to the left and in from the right going forward; the other way going back.
    private var slide: AnyTransition {
        guard !reduceMotion else { return .opacity }
        return .asymmetric(
            insertion: .move(edge: forward ? .trailing : .leading).combined(with: .opacity),
            removal: .move(edge: forward ? .leading : .trailing).combined(with: .opacity)
        )
    }
}
