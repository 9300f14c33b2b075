import AuthenticationServices
import CouplesCore
import CryptoKit
import SwiftUI

/// Sign in with Apple: the nonce's SHA-256 goes to Apple, the raw nonce to our server with the token.
struct SignInView: View {
    let model: CouplesAppModel
    @State private var nonce = UUID().uuidString
    @State private var error: String?

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: "leaf.fill")
                .font(.system(size: 64))
                .foregroundStyle(CouplesTheme.leaf)
                .accessibilityHidden(true)
            Text("Grow a flower together")
                .font(.largeTitle.weight(.semibold))
                .multilineTextAlignment(.center)
            Text("One question and one photo a day, readable only by the two of you.")
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            if let farewell = model.settings.farewell {
                Text(farewell)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            Spacer()
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.fullName]
                request.nonce = SHA256.hash(data: Data(nonce.utf8)).map { String(format: "%02x", $0) }.joined()
            } onCompletion: { result in
                Task { await finish(result) }
            }
            .frame(height: 50)
            if let error {
                Text(error).font(.footnote).foregroundStyle(.red)
            }
        }
        .padding(32)
    }

    private func finish(_ result: Result<ASAuthorization, any Error>) async {
        guard case .success(let authorization) = result,
              let credential = authorization.credential as? ASAuthorizationAppleIDCredential,
              let tokenData = credential.identityToken, let token = String(data: tokenData, encoding: .utf8)
        else {
            error = "Sign in didn't finish. Try again."
            return
        }
        let name = credential.fullName.flatMap { PersonNameComponentsFormatter().string(from: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        do {
            try await model.signInWithApple(idToken: token, nonce: nonce, displayName: name)
        } catch {
            self.error = "Sign in didn't finish. Try again."
        }
    }
}
