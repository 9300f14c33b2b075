/// The services several apps hand data to once the operator configures them, each named by the
/// variable that turns it on (read in Push's `APNsConfiguration`, ServerKit's `ObjectStorageSettings`).
extension Processor {
    /// Apple Push Notification service, on when `<APP>_APNS_KEY_ID` is set.
    static func apns(app: String, whatIsSent: String) -> Processor {
        Processor(
            "Apple Push Notification service", purpose: "delivers notifications to your phone", whatIsSent: whatIsSent,
            variable: app.uppercased() + "_APNS_KEY_ID"
        )
    }

    /// An S3-compatible bucket in place of the server's own disk (`GREENHOUSE_MEDIA_S3_URL`).
    static func objectStorage(whatIsSent: String) -> Processor {
        Processor("S3-compatible object storage", purpose: "keeps files for the server when it runs on several machines", whatIsSent: whatIsSent,
                  variable: "GREENHOUSE_MEDIA_S3_URL")
    }
}
