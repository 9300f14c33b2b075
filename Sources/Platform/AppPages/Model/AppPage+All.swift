extension AppPage {
    /// Every app's pages, in the order the README lists the apps.
    public static let all: [AppPage] = [.calyx, .plantTracker, .gifter, .couples, .dandelion]
}
