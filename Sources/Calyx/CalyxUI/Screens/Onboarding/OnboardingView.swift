import CalyxCore
import SwiftUI

/// The tutorial of §9 over `OnboardingModel`: four cards swiped through (a paged `TabView`), Skip on
/// every card but the last, Next under the first three and "Explore Flowers" on the last. Under
/// Reduce Motion, Next changes the card without the slide.
struct OnboardingView: View {
    @Bindable var model: OnboardingModel
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(spacing: CalyxSpacing.large) {
            HStack {
                Spacer()
                if !model.isLastCard {
                    Button("Skip") { model.finish() }
                        .calyxFont(.button)
                        .foregroundStyle(CalyxPalette.botanicalGreen)
                        .frame(minWidth: CalyxSpacing.minimumTouchTarget, minHeight: CalyxSpacing.minimumTouchTarget)
                        .accessibilityHint("Goes straight to the app.")
                }
            }
            .frame(minHeight: CalyxSpacing.minimumTouchTarget)
            TabView(selection: $model.page) {
                ForEach(OnboardingModel.cards) { card in
                    OnboardingCard(card: card).tag(card.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            Button(model.isLastCard ? OnboardingModel.startTitle : "Next") {
                if reduceMotion { model.next() } else { withAnimation(.easeInOut(duration: 0.3)) { model.next() } }
            }
            .buttonStyle(.calyxPrimary)
        }
        .padding(.horizontal, CalyxSpacing.screenMargin)
        .padding(.bottom, CalyxSpacing.large)
        .background { BotanicalBackground() }
    }
}

/// One card: its picture, title and words.
private struct OnboardingCard: View {
    let card: OnboardingModel.Card

    var body: some View {
        VStack(spacing: CalyxSpacing.large) {
            Spacer(minLength: 0)
            Image(systemName: card.symbol)
                .font(.system(size: 72, weight: .light))
                .foregroundStyle(CalyxPalette.botanicalGreen)
                .frame(width: 160, height: 160)
                .background(Circle().fill(CalyxPalette.white))
                .calyxShadow(.card)
                .accessibilityHidden(true)
            Text(card.title)
                .calyxFont(.h1)
                .foregroundStyle(CalyxPalette.black)
                .multilineTextAlignment(.center)
                .accessibilityAddTraits(.isHeader)
            if let text = card.text {
                Text(text)
                    .calyxFont(.body)
                    .foregroundStyle(CalyxPalette.darkGray)
                    .multilineTextAlignment(.center)
            }
            Spacer(minLength: 0)
        }
        .padding(.bottom, CalyxSpacing.extraLarge)
        .accessibilityElement(children: .combine)
    }
}
