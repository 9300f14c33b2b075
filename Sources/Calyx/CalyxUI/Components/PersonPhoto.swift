import CalyxAPI
import CalyxCore
import SwiftUI

/// Someone's round photo: the one they chose, else their sign-in provider's picture, else a sage
/// silhouette. Decorative by default, since the name always stands beside it.
struct PersonPhoto: View {
    let photo: Components.Schemas.MediaImage?
    let photoURL: String?
    let name: String
    let size: CGFloat

    var body: some View {
        Group {
            if let path = photo?.variants.thumb.url ?? photoURL {
                RemoteImage(path: path, blurHash: photo?.blurhash, averageColor: photo?.averageColor, altText: "Photo of \(name)")
            } else {
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .scaledToFit()
                    .foregroundStyle(CalyxPalette.sageGreen)
            }
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
        .accessibilityHidden(true)
    }
}

extension PersonPhoto {
    init(person: Components.Schemas.Person, size: CGFloat) {
        self.init(photo: person.photo, photoURL: person.photoURL, name: person.displayName, size: size)
    }

    init(profile: Components.Schemas.Profile, size: CGFloat) {
        self.init(photo: profile.photo, photoURL: profile.photoURL, name: profile.displayName, size: size)
    }
}
