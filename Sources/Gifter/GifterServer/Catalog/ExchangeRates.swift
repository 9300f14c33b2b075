import Foundation
import ServerKit

/// The operator's rate table for budgets and price bands: how many pounds one unit of each other
/// currency is worth (`GIFTER_EXCHANGE_RATES="EUR=0.86,USD=0.79"`). A person's budget is in pounds; a
/// product priced in a currency with a rate is compared in pounds, one without a rate is left out of
/// budget matching (still recommended when no budget is set) and carries no price band. Prices are
/// always shown in the shop's own currency.
struct ExchangeRates: Sendable, Equatable {
    /// Budgets and the price bands' bounds are in this currency.
    static let base = "GBP"
    static let variable = "GIFTER_EXCHANGE_RATES"

    /// Currency → pounds per unit.
    let rates: [String: Double]

    init(_ rates: [String: Double] = [:]) {
        self.rates = rates.filter { $0.key != Self.base }
    }

    /// From the environment; none when the variable is unset or empty.
    init(environment: [String: String]) throws {
        guard let text = environment[Self.variable], !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            self.init()
            return
        }
        var rates: [String: Double] = [:]
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, Money.isCurrencyCode(parts[0]), let rate = Double(parts[1]), rate.isFinite, rate > 0, rate < 1_000_000 else {
                throw ConfigurationError(
                    variable: Self.variable,
                    message: "must list CODE=pounds per unit, comma-separated (e.g. EUR=0.86,USD=0.79); '\(entry)' is not one"
                )
            }
            guard rates.updateValue(rate, forKey: parts[0].uppercased()) == nil else {
                throw ConfigurationError(variable: Self.variable, message: "names \(parts[0].uppercased()) twice")
            }
        }
        self.init(rates)
    }

    /// `money` in pence, or nil when its currency has no rate.
    func baseMinorUnits(_ money: Money) -> Int? {
        if money.currency == Self.base { return money.minorUnits }
        guard let rate = rates[money.currency] else { return nil }
        return Int((Double(money.minorUnits) * rate).rounded())
    }
}
