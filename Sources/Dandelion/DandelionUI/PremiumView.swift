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
                    Text(DandelionCopy[.premiumIntro])
                }

                Section(DandelionCopy[.premiumUnlocks]) {
                    switch premium.products {
                    case .loading:
                        HStack(spacing: 10) {
                            ProgressView()
                            Text(DandelionCopy[.premiumLoading])
                        }
                        .accessibilityElement(children: .combine)
                    case .failed(let message):
                        VStack(alignment: .leading, spacing: 10) {
                            Text(message)
                            Button(DandelionCopy[.premiumTryAgain]) {
                                Task { await premium.loadProducts() }
                            }
                            .frame(minHeight: 44)
                        }
                    case .loaded(let products):
                        if products.isEmpty {
                            Text(DandelionCopy[.premiumNothingOnSale])
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
                    Button(DandelionCopy[.premiumRestore]) {
                        Task { await premium.restore() }
                    }
                    .frame(minHeight: 44)
                } footer: {
                    Text(DandelionCopy[.premiumRestoreFooter])
                }
            }
            .navigationTitle(DandelionCopy[.premiumTitle])
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(DandelionCopy[.commonDone]) { dismiss() }
                }
            }
            .task { await premium.loadProducts() }
            .onChange(of: premium.purchase) { _, state in PurchaseStatusView.announce(state) }
        }
    }
}
