import SwiftUI

/// §7.6 and §7.8's glassy search bar: 44 pt tall and fully rounded (radius 22), thin glass with a
/// 1 pt white border at 20% and a soft shadow (0 2 8, 10%); a magnifying glass on the left and a
/// clear button while there is text. Return on the keyboard reads "Search" and calls `onSubmit`.
public struct GlassSearchBar: View {
    @Binding var text: String
    let prompt: String
    let onSubmit: () -> Void
    @FocusState private var isFocused: Bool

    public init(text: Binding<String>, prompt: String = "Search flowers", onSubmit: @escaping () -> Void) {
        _text = text
        self.prompt = prompt
        self.onSubmit = onSubmit
    }

    public var body: some View {
        let capsule = RoundedRectangle(cornerRadius: CalyxSpacing.Radius.searchBar, style: .continuous)
        HStack(spacing: CalyxSpacing.small) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(CalyxPalette.darkGray)
                .accessibilityHidden(true)
            TextField(prompt, text: $text)
                .calyxFont(.body)
                .foregroundStyle(CalyxPalette.black)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.search)
                .onSubmit(onSubmit)
                .focused($isFocused)
                .accessibilityAddTraits(.isSearchField)
            if !text.isEmpty {
                Button {
                    text = ""
                    isFocused = true
                } label: {
                    Image(systemName: "xmark.circle.fill")
                        .foregroundStyle(CalyxPalette.darkGray)
                        .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Clear search")
            }
        }
        .padding(.leading, 14)
        // The clear button brings its own 44 pt hit area up to the edge.
        .padding(.trailing, text.isEmpty ? 14 : 0)
        .frame(minHeight: CalyxSpacing.searchBarHeight)
        .calyxGlass(in: capsule, fallback: .thinMaterial, shadow: .searchBar)
        .overlay(capsule.strokeBorder(Color.white.opacity(0.2), lineWidth: 1))
    }
}
