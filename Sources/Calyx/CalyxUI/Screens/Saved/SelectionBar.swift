import SwiftUI

/// Select mode's glass bar (§3.4 "bulk selection for moving to collections"): add the picked flowers
/// to a collection, move them from one collection to another, or remove them from Saved. Disabled
/// until something is picked.
struct SelectionBar: View {
    let count: Int
    let add: () -> Void
    let move: () -> Void
    let remove: () -> Void

    var body: some View {
        HStack(spacing: 0) {
            item("Add to Collection", systemImage: "rectangle.stack.badge.plus", action: add)
            item("Move", systemImage: "arrow.right.square", action: move)
            item("Remove", systemImage: "trash", role: .destructive, action: remove)
        }
        .padding(.vertical, CalyxSpacing.small)
        .calyxGlass(
            in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.tabBar, style: .continuous), fallback: .regularMaterial, shadow: .tabBar
        )
        .disabled(count == 0)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }

    private func item(_ title: String, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) -> some View {
        Button(role: role, action: action) {
            VStack(spacing: 4) {
                Image(systemName: systemImage)
                    .font(.title3)
                Text(title)
                    .font(.caption)
            }
            .foregroundStyle(role == .destructive ? CalyxPalette.earthBrown : CalyxPalette.botanicalGreen)
            .frame(maxWidth: .infinity, minHeight: CalyxSpacing.minimumTouchTarget)
            .contentShape(Rectangle())
        }
        .buttonStyle(.pressScale)
    }
}
