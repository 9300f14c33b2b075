import DandelionCore
import SwiftUI

/// Premium: what each one-time unlock gives, with the store's prices, buying, restoring, and every state in words.
struct PremiumView: View {
    let premium: PremiumModel
    @Environment(\.dismiss) private var dismiss

    init(premium: PremiumModel) {
        self.premium = premium
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text("A one-time purchase: more colour themes, a larger library of prompts, and prompts of your own. Writing and letting go are always free.")
                }

                Section("Unlocks") {
                    switch premium.products {
                    case .loading:
                        HStack(spacing: 10) {
                            ProgressView()
                            Text("Asking the App Store…")
                        }
                        .accessibilityElement(children: .combine)
                    case .failed(let message):
                        VStack(alignment: .leading, spacing: 10) {
                            Text(message)
                            Button("Try Again") {
                                Task { await premium.loadProducts() }
                            }
                            .frame(minHeight: 44)
                        }
                    case .loaded(let products):
                        if products.isEmpty {
                            Text("Nothing is on sale right now. Please try again later.")
                        }
                        ForEach(products) { product in
                            ProductRow(
                                product: product,
                                isOwned: premium.owns(product.id),
                                isPurchasing: premium.purchase == .purchasing(product.id),
                                onBuy: { Task { await premium.buy(product.id) } }
                            )
                        }
                    }
                }

                Section {
                    PurchaseStatusView(state: premium.purchase)
                    Button("Restore Purchases") {
                        Task { await premium.restore() }
                    }
                    .frame(minHeight: 44)
                } footer: {
                    Text("Bought Dandelion Premium on another device, or reinstalled? Restore brings it back.")
                }
            }
            .navigationTitle("Premium")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .task { await premium.loadProducts() }
            .onChange(of: premium.purchase) { _, state in PurchaseStatusView.announce(state) }
        }
    }
}
