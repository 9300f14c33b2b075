// libFuzzer entry: JSON request bodies of Calyx, Gifter and Couples, decoded into the generated OpenAPI
// types the servers decode them into (swift-openapi-generator output of each `*API/openapi.yaml`, with
// swift-openapi-runtime's decoding rules: ISO 8601 dates, base64 data, no unknown properties), then
// every text the body carried run through the checks the servers apply to client text: invite codes,
// day dates, photo envelopes and answer boxes (CouplesAPI), Calyx's length rules (CalyxAPI), usernames,
// passwords and profile text (Identity), and Calyx's comment text limits.
// The first input byte picks the body type (its index in `bodies`, modulo one more than their count), the
// rest is the JSON; the index just past the last body means the rest is a photo upload's binary body
// (`PhotoEnvelope`).
import CalyxAPI
import CouplesAPI
import Foundation
import GifterAPI
import ServerKit
@_spi(Generated) import OpenAPIRuntime

private let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        return try ISO8601DateTranscoder.iso8601.decode(try container.decode(String.self))
    }
    return decoder
}()

private func body<T: Decodable & Sendable>(_: T.Type) -> @Sendable (Data) -> Any? { { try? decoder.decode(T.self, from: $0) } }

/// Request bodies, by operation (order fixed: the seed corpus names indices).
private let bodies: [(String, @Sendable (Data) -> Any?)] = [
    // Couples (0–12)
    ("couples.AnswerRequest", body(CouplesAPI.Components.Schemas.AnswerRequest.self)),
    ("couples.AppleCredential", body(CouplesAPI.Components.Schemas.AppleCredential.self)),
    ("couples.DevSignInRequest", body(CouplesAPI.Components.Schemas.DevSignInRequest.self)),
    ("couples.DeviceRegistration", body(CouplesAPI.Components.Schemas.DeviceRegistration.self)),
    ("couples.InviteRequest", body(CouplesAPI.Components.Schemas.InviteRequest.self)),
    ("couples.JoinRequest", body(CouplesAPI.Components.Schemas.JoinRequest.self)),
    ("couples.NextFlowerRequest", body(CouplesAPI.Components.Schemas.NextFlowerRequest.self)),
    ("couples.PurchaseRequest", body(CouplesAPI.Components.Schemas.PurchaseRequest.self)),
    ("couples.RefreshRequest", body(CouplesAPI.Components.Schemas.RefreshRequest.self)),
    ("couples.RekeyApproval", body(CouplesAPI.Components.Schemas.RekeyApproval.self)),
    ("couples.RekeyRequest", body(CouplesAPI.Components.Schemas.RekeyRequest.self)),
    ("couples.SettingsUpdate", body(CouplesAPI.Components.Schemas.SettingsUpdate.self)),
    ("couples.StoreNotification", body(CouplesAPI.Components.Schemas.StoreNotification.self)),
    // Calyx (13–30)
    ("calyx.CollectionCopy", body(CalyxAPI.Components.Schemas.CollectionCopy.self)),
    ("calyx.CollectionCreate", body(CalyxAPI.Components.Schemas.CollectionCreate.self)),
    ("calyx.CollectionOrder", body(CalyxAPI.Components.Schemas.CollectionOrder.self)),
    ("calyx.CollectionUpdate", body(CalyxAPI.Components.Schemas.CollectionUpdate.self)),
    ("calyx.CommentCreate", body(CalyxAPI.Components.Schemas.CommentCreate.self)),
    ("calyx.CommentUpdate", body(CalyxAPI.Components.Schemas.CommentUpdate.self)),
    ("calyx.FlowerIDs", body(CalyxAPI.Components.Schemas.FlowerIDs.self)),
    ("calyx.ModerationDecision", body(CalyxAPI.Components.Schemas.ModerationDecision.self)),
    ("calyx.MoveRequest", body(CalyxAPI.Components.Schemas.MoveRequest.self)),
    ("calyx.PreferencesUpdate", body(CalyxAPI.Components.Schemas.PreferencesUpdate.self)),
    ("calyx.PrivacyUpdate", body(CalyxAPI.Components.Schemas.PrivacyUpdate.self)),
    ("calyx.ProfileUpdate", body(CalyxAPI.Components.Schemas.ProfileUpdate.self)),
    ("calyx.ProviderCredential", body(CalyxAPI.Components.Schemas.ProviderCredential.self)),
    ("calyx.ReportRequest", body(CalyxAPI.Components.Schemas.ReportRequest.self)),
    ("calyx.SaveRequest", body(CalyxAPI.Components.Schemas.SaveRequest.self)),
    ("calyx.SavedUpdate", body(CalyxAPI.Components.Schemas.SavedUpdate.self)),
    ("calyx.ScentNoteRequest", body(CalyxAPI.Components.Schemas.ScentNoteRequest.self)),
    ("calyx.UsernameRequest", body(CalyxAPI.Components.Schemas.UsernameRequest.self)),
    // Gifter (31–45)
    ("gifter.AnswersRequest", body(GifterAPI.Components.Schemas.AnswersRequest.self)),
    ("gifter.FriendRequestCreate", body(GifterAPI.Components.Schemas.FriendRequestCreate.self)),
    ("gifter.IdeaUpdate", body(GifterAPI.Components.Schemas.IdeaUpdate.self)),
    ("gifter.LogInRequest", body(GifterAPI.Components.Schemas.LogInRequest.self)),
    ("gifter.OccasionCreate", body(GifterAPI.Components.Schemas.OccasionCreate.self)),
    ("gifter.OccasionUpdate", body(GifterAPI.Components.Schemas.OccasionUpdate.self)),
    ("gifter.PasswordChange", body(GifterAPI.Components.Schemas.PasswordChange.self)),
    ("gifter.PasswordResetCompletion", body(GifterAPI.Components.Schemas.PasswordResetCompletion.self)),
    ("gifter.PasswordResetRequest", body(GifterAPI.Components.Schemas.PasswordResetRequest.self)),
    ("gifter.ProfileCreate", body(GifterAPI.Components.Schemas.ProfileCreate.self)),
    ("gifter.ProfileUpdate", body(GifterAPI.Components.Schemas.ProfileUpdate.self)),
    ("gifter.SignUpRequest", body(GifterAPI.Components.Schemas.SignUpRequest.self)),
    ("gifter.UserUpdate", body(GifterAPI.Components.Schemas.UserUpdate.self)),
    ("gifter.WishlistName", body(GifterAPI.Components.Schemas.WishlistName.self)),
    ("gifter.WishlistPlacement", body(GifterAPI.Components.Schemas.WishlistPlacement.self)),
]

/// Every string and every byte string inside a decoded body.
private func leaves(of value: Any, strings: inout [String], data: inout [[UInt8]], depth: Int = 0) {
    guard depth < 32 else { return }
    if let text = value as? String { strings.append(text); return }
    if let bytes = value as? Base64EncodedData { data.append(Array(bytes.data)); return }
    if let date = value as? Date { strings.append((try? ISO8601DateTranscoder.iso8601.encode(date)) ?? ""); return }
    for child in Mirror(reflecting: value).children { leaves(of: child.value, strings: &strings, data: &data, depth: depth + 1) }
}

private let usernames = UsernamePolicy(length: CalyxLimits.usernameLength)
private let passwords = PasswordPolicy()
private let profiles = ProfileRules()

private func checkText(_ text: String) {
    // Couples
    if let code = InviteCode(text) {
        precondition(code.value.count == InviteCode.length && code.value.allSatisfy(InviteCode.alphabet.contains))
        precondition(InviteCode(code.display) == code)
    }
    if let day = DayDate(text) { precondition(DayDate(day.description) == day) }
    // Calyx and Identity
    _ = CalyxLimits.length(of: text)
    _ = CalyxLimits.prefix(of: text, maxLength: CalyxLimits.commentMaxLength)
    if case .success(let valid) = usernames.validate(text) { precondition(!valid.key.isEmpty) }
    _ = passwords.check(text, email: text)
    var validation = Validation()
    _ = profiles.displayName(text, into: &validation)
    _ = profiles.about(text, into: &validation)
}

private func checkBytes(_ bytes: [UInt8]) {
    if let envelope = try? PhotoEnvelope(parsing: bytes) {
        precondition((try? PhotoEnvelope(parsing: envelope.bytes)) == envelope)
    }
    _ = CouplesLimits.isAnswerBoxSize(bytes.count)
}

/// `FUZZ_VERBOSE=1`: say which body each input was read as and whether it decoded (to check seeds).
private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let selector = Int(bytes[0]) % (bodies.count + 1)
    guard selector < bodies.count else {
        // The one binary request body: a Couples photo upload (`PUT …/photo`, application/octet-stream).
        checkBytes(Array(bytes.dropFirst()))
        return 0
    }
    let json = Data(bytes.dropFirst())
    let decoded = bodies[selector].1(json)
    if verbose { print("\(bodies[selector].0): \(decoded == nil ? "refused" : "decoded")") }
    guard let value = decoded else { return 0 }
    var strings: [String] = []
    var data: [[UInt8]] = []
    leaves(of: value, strings: &strings, data: &data)
    strings.forEach(checkText)
    data.forEach(checkBytes)
    return 0
}
