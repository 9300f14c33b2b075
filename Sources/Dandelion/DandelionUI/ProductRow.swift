import DandelionCore
import SwiftUI

/// One unlock with the store's name, description and localised price, and its buy button or "Unlocked".
struct ProductRow: View {
    let product: StoreProduct
    let isOwned: Bool
    let isPurchasing: Bool
    let onBuy: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(product.displayName)
                .font(.headline)
            Text(product.description)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            if isOwned {
                Label(DandelionCopy[.premiumUnlocked], systemImage: "checkmark.circle.fill")
                    .font(.subheadline.weight(.semibold))
            } else {
                Button(action: onBuy) {
                    Text(product.buyTitle)
                        .frame(minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
                .disabled(isPurchasing)
                .accessibilityLabel(product.buyLabel)
            }
        }
        .padding(.vertical, 4)
    }
}
