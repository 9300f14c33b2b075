import Foundation
import GifterAPI
import Identity
import Push
import ServerKit

/// Sign up, log in, sessions, passwords, your settings and your devices.
extension GifterAPIHandler {
    func signUp(_ input: Operations.SignUp.Input) async throws -> Operations.SignUp.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.text(body.email, "email", min: 3, max: 254)
        try RequestLimits.text(body.password, "password", min: 1, max: 256)
        let (account, tokens) = try await passwords.register(email: body.email, password: body.password, displayName: body.name)
        return .ok(.init(body: .json(try await sessions.session(account, tokens))))
    }

    func logIn(_ input: Operations.LogIn.Input) async throws -> Operations.LogIn.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.text(body.email, "email", min: 3, max: 254)
        try RequestLimits.text(body.password, "password", min: 1, max: 256)
        let address = CurrentRequest.context?.clientAddress ?? "unknown"
        let (account, tokens) = try await passwords.signIn(email: body.email, password: body.password, clientAddress: address)
        return .ok(.init(body: .json(try await sessions.session(account, tokens))))
    }

    func devSignIn(_ input: Operations.DevSignIn.Input) async throws -> Operations.DevSignIn.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        return .ok(.init(body: .json(try await sessions.devSignIn(name: body.name))))
    }

    func refreshSession(_ input: Operations.RefreshSession.Input) async throws -> Operations.RefreshSession.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        return .ok(.init(body: .json(try await sessions.refresh(body.refreshToken))))
    }

    func signOut(_ input: Operations.SignOut.Input) async throws -> Operations.SignOut.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try await sessions.signOut(body.refreshToken)
        return .noContent(.init())
    }

    func requestPasswordReset(_ input: Operations.RequestPasswordReset.Input) async throws -> Operations.RequestPasswordReset.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.text(body.email, "email", min: 3, max: 254)
        // Whether an address is well formed says nothing about who has an account, so it may be told.
        guard PasswordAccounts.emailKey(body.email) != nil else { throw PasswordError.invalidEmail }
        if let reset = try await resets.request(email: body.email) { service.mailer.send(reset) }
        return .accepted(.init(body: .json(.init(message: "If that email has an account, a link to choose a new password is on its way."))))
    }

    func completePasswordReset(_ input: Operations.CompletePasswordReset.Input) async throws -> Operations.CompletePasswordReset.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.text(body.token, "token", max: 200)
        try RequestLimits.text(body.password, "password", min: 1, max: 256)
        let tokens = try await resets.complete(token: body.token, newPassword: body.password)
        return .ok(.init(body: .json(try await sessions.session(try await identity.accounts.account(tokens.userID), tokens))))
    }

    func getUser(_ input: Operations.GetUser.Input) async throws -> Operations.GetUser.Output {
        .ok(.init(body: .json(try await user(try await identity.accounts.account(try caller)))))
    }

    func updateUser(_ input: Operations.UpdateUser.Input) async throws -> Operations.UpdateUser.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let me = try caller
        try RequestLimits.text(body.timeZone, "timeZone", max: 64)
        var validation = Validation()
        if let zone = body.timeZone { validation.check(TimeZone(identifier: zone) != nil, field: "timeZone", "is not an IANA time zone") }
        var displayName: String?
        if let name = body.displayName { displayName = identity.accounts.profileRules.displayName(name, field: "displayName", into: &validation) }
        try validation.throwIfFailed()
        if let displayName { _ = try await identity.accounts.updateProfile(me, displayName: displayName, about: nil) }
        try await service.database.transaction { db in
            try await service.members.updateSettings(
                me, timeZone: body.timeZone, weekBefore: body.reminders?.weekBefore, onDay: body.reminders?.onTheDay,
                friendPushes: body.friendPushes, db
            )
        }
        if body.timeZone != nil || body.reminders != nil {
            let settings = try await service.reminderSettings(me)
            try await service.database.transaction { db in try await service.occasions.replan(owner: me, settings: settings, db) }
        }
        return .ok(.init(body: .json(try await user(try await identity.accounts.account(me)))))
    }

    func changePassword(_ input: Operations.ChangePassword.Input) async throws -> Operations.ChangePassword.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.text(body.currentPassword, "currentPassword", min: 1, max: 256)
        try RequestLimits.text(body.newPassword, "newPassword", min: 1, max: 256)
        try await passwords.changePassword(try AuthenticatedUser.required(realm: identity.configuration.app), current: body.currentPassword, new: body.newPassword)
        return .noContent(.init())
    }

    func deleteAccount(_ input: Operations.DeleteAccount.Input) async throws -> Operations.DeleteAccount.Output {
        try await AccountRemoval(database: service.database).remove(try caller)
        return .noContent(.init())
    }

    func registerDevice(_ input: Operations.RegisterDevice.Input) async throws -> Operations.RegisterDevice.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let environment: APNsEnvironment = body.environment == .development ? .development : .production
        try await service.devices.register(try deviceToken(input.path.deviceToken), account: try caller, environment: environment)
        return .noContent(.init())
    }

    func unregisterDevice(_ input: Operations.UnregisterDevice.Input) async throws -> Operations.UnregisterDevice.Output {
        _ = try await service.devices.unregister(try deviceToken(input.path.deviceToken), account: try caller)
        return .noContent(.init())
    }

    private func deviceToken(_ text: String) throws -> DeviceToken {
        do { return try DeviceToken(text) } catch { throw Problem.invalidField("deviceToken", error.description) }
    }

    /// Gifter's session body: the tokens and the user.
    var sessions: SessionEndpoints<Components.Schemas.Session> {
        SessionEndpoints(identity: identity) { account, tokens in
            .init(
                accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, tokenType: .bearer, expiresIn: tokens.expiresIn,
                user: try await user(account)
            )
        }
    }

    func user(_ account: Account) async throws -> Components.Schemas.User {
        let member = try await service.members.member(account.id)
        let chips = TasteProfile(answers: member.answers, quiz: service.quiz).chips(service.quiz.vocabulary).map(\.chip)
        return .init(
            id: account.id.apiString, displayName: account.displayName, firstName: Self.firstName(account.displayName), email: account.email,
            username: account.username, timeZone: member.timeZone,
            reminders: .init(weekBefore: member.remindWeekBefore, onTheDay: member.remindOnDay), friendPushes: member.friendPushes, tasteChips: chips,
            onboarded: member.onboarded, createdAt: account.memberSince
        )
    }

    static func firstName(_ displayName: String) -> String {
        displayName.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? displayName
    }
}
