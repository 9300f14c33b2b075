import CouplesAPI
import Foundation
import Identity
import ServerKit

/// The server's values in the shapes `openapi.yaml` gives them.
extension Components.Schemas.Person {
    init(account: Account, person: PeopleDirectory.Person, paired: Bool) {
        self.init(
            id: account.id.apiString, displayName: account.displayName, timeZone: person.time_zone,
            reminders: person.reminder_minute != nil,
            reminderTime: person.reminder_minute.map { String(format: "%02d:%02d", $0 / 60, $0 % 60) },
            paired: paired
        )
    }
}

extension Components.Schemas.Invite {
    init(_ row: Invites.Row, link: String) {
        self.init(code: InviteCode(row.code)?.display ?? row.code, link: link, expiresAt: row.expiresAt)
    }
}

extension Components.Schemas.Pair {
    init(_ membership: PairMembership) {
        let me = membership.me, partner = membership.partner
        let rekey: Components.Schemas.PendingRekey? = if let key = me.rekeyKey, let at = me.rekeyAt {
            .init(requestedBy: .me, publicKey: key, requestedAt: at)
        } else if let key = partner.rekeyKey, let at = partner.rekeyAt {
            .init(requestedBy: .partner, publicKey: key, requestedAt: at)
        } else {
            nil
        }
        self.init(
            id: membership.pairID.apiString,
            pairedAt: membership.pairedAt,
            partner: .init(id: partner.id.apiString, displayName: partner.displayName, timeZone: partner.timeZone),
            keys: .init(
                myPairingKey: me.pairingKey, partnerPairingKey: partner.pairingKey, myKey: me.currentKey, partnerKey: partner.currentKey,
                wrappedKey: me.wrappedKey, wrappedBy: me.wrappedBy
            ),
            rekey: rekey
        )
    }
}

extension Components.Schemas.PartStatus {
    init(_ entry: DayBook.Entry?) {
        self.init(answered: entry?.answered ?? false, photo: entry?.sentPhoto ?? false, done: entry?.done ?? false)
    }
}

extension Components.Schemas.Entry {
    init?(_ entry: DayBook.Entry?, author: Components.Schemas.Author) {
        guard let entry, entry.answered || entry.sentPhoto else { return nil }
        var photo: Components.Schemas.PhotoInfo?
        if let upload = entry.upload_id, let bytes = entry.photo_bytes, let thumbnail = entry.thumbnail_bytes, let sent = entry.photo_us {
            photo = .init(uploadId: upload.apiString, bytes: bytes, thumbnailBytes: thumbnail, sentAt: TimestampKey.date(micros: sent))
        }
        self.init(author: author, answer: entry.answer, answeredAt: entry.answered_us.map(TimestampKey.date(micros:)), photo: photo)
    }
}

extension Components.Schemas.Question {
    init(_ question: QuestionBank.Question) {
        self.init(id: question.id, text: question.text, theme: question.theme)
    }
}

extension Components.Schemas.Day {
    init(_ view: DayBook.DayView, question: QuestionBank.Question) {
        self.init(
            date: view.date.description, dayNumber: view.dayNumber, question: .init(question), complete: view.complete,
            me: .init(view.mine), partner: .init(view.theirs),
            myEntry: .init(view.mine, author: .me),
            // Hidden until both are done: before that the entry is absent, as if nothing were there.
            partnerEntry: view.complete ? .init(view.theirs, author: .partner) : nil
        )
    }
}

extension Components.Schemas.GrowthStage {
    init(_ stage: GrowthStage) {
        self = Self(rawValue: stage.apiName)!
    }
}

extension Components.Schemas.SpeciesSummary {
    init(_ species: FlowerSpecies) {
        self.init(id: species.id, commonName: species.commonName, scientificName: species.scientificName)
    }
}

extension Components.Schemas.Flower {
    init(_ flower: Planting.Flower, species: FlowerSpecies) {
        self.init(
            id: flower.id.apiString, species: .init(species), stage: .init(flower.growthStage), wilted: flower.wilted,
            plantedOn: DayDate(ordinal: flower.planted_day).description, bloomedOn: flower.bloomed_day.map { DayDate(ordinal: $0).description },
            art: FlowerArt.path(species: species.id, stage: flower.growthStage, wilted: flower.wilted)
        )
    }
}

extension Components.Schemas.Species {
    init(_ species: FlowerSpecies, unlocked: Bool) {
        let rule: Components.Schemas.UnlockRule = switch species.unlock {
        case .starter: .init(kind: .starter)
        case .streak(let days): .init(kind: .streak, streakDays: days)
        case .purchase(let product): .init(kind: .purchase, productId: product)
        }
        self.init(
            id: species.id, commonName: species.commonName, scientificName: species.scientificName, family: species.family,
            meaning: species.meaning, theme: species.theme, unlock: rule, unlocked: unlocked,
            art: FlowerArt.path(species: species.id, stage: .fullBloom, wilted: false)
        )
    }
}
