import CalyxAPI
import Foundation
import Observation

/// The preferences that change what screens show (§3.5 "App settings"): the default layout of the
/// Catalog's results and Saved (grid or list) and the units of sizes (metric or imperial). Read from
/// the phone's copy at once, then the server's; a change in Settings applies at once everywhere.
@MainActor @Observable
public final class AppPreferences {
    public enum Units: String, Sendable { case metric, imperial }

    public private(set) var layout = CatalogSearchModel.Layout.grid
    public private(set) var units = Units.metric
    /// Told when the layout changes, so open screens switch with it.
    @ObservationIgnored var layoutChanged: ((CatalogSearchModel.Layout) -> Void)?

    public init(settings: Components.Schemas.Settings? = nil) {
        if let settings { apply(settings) }
    }

    public func apply(_ settings: Components.Schemas.Settings) {
        let newLayout: CatalogSearchModel.Layout = settings.preferences.defaultView == .list ? .list : .grid
        units = settings.preferences.measurementUnit == .imperial ? .imperial : .metric
        if newLayout != layout {
            layout = newLayout
            layoutChanged?(newLayout)
        }
    }

    /// A height or spread in the person's units: "30–60 cm" or "12–24 in".
    public func sizeText(metric: Components.Schemas.Range, imperial: Components.Schemas.Range) -> String {
        switch units {
        case .metric: FlowerDetailModel.rangeText(metric, unit: "cm")
        case .imperial: FlowerDetailModel.rangeText(imperial, unit: "in")
        }
    }
}
