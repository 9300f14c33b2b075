import CouplesCore
import SwiftUI

/// The one-time news that a streak unlocked a flower, with the flower in full bloom.
struct StreakUnlockAnnouncementView: View {
    let announcement: UnlockAnnouncementModel.Announcement
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            FlowerFigureView(look: announcement.look).frame(width: 220, height: 220)
            Text(announcement.title).font(.title.weight(.semibold))
            Text(announcement.message).multilineTextAlignment(.center)
            Text(announcement.meaning).font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            Button("Lovely") { dismiss() }
                .buttonStyle(.borderedProminent)
        }
        .padding(24)
        .presentationDetents([.large])
    }
}

extension View {
    /// Shows each flower a streak unlocked, once: closing it (button or swipe) acknowledges it.
    func streakUnlockAnnouncement(_ model: UnlockAnnouncementModel) -> some View {
        sheet(item: Binding(get: { model.announcement }, set: { if $0 == nil { model.acknowledge() } })) { announcement in
            StreakUnlockAnnouncementView(announcement: announcement)
        }
    }
}
