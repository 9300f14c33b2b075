import SwiftUI

/// Pushes a page onto the navigation stack of the tab it is called from. Each tab puts its own in
/// the environment, so a card deep in a tab needs no binding to the path: `navigate(.person(id:))`.
struct CalyxNavigator {
    let push: @MainActor (CalyxRoute) -> Void

    @MainActor
    func callAsFunction(_ route: CalyxRoute) {
        push(route)
    }
}

private struct CalyxNavigatorKey: EnvironmentKey {
    /// Outside a tab (previews) pushing does nothing. Computed, so no global instance is shared.
    static var defaultValue: CalyxNavigator { CalyxNavigator { _ in } }
}

extension EnvironmentValues {
    var navigate: CalyxNavigator {
        get { self[CalyxNavigatorKey.self] }
        set { self[CalyxNavigatorKey.self] = newValue }
    }
}
