import CoreGraphics
import SwiftUI

extension View {
    /// Keeps `frame` equal to this view's frame in global coordinates, so the release overlay (a sibling
    /// over the whole screen) can start the seeds where the words and the dandelion are.
    func reportingGlobalFrame(into frame: Binding<CGRect>) -> some View {
        background {
            GeometryReader { proxy in
                Color.clear
                    .onAppear { frame.wrappedValue = proxy.frame(in: .global) }
                    .onChange(of: proxy.frame(in: .global)) { _, newFrame in frame.wrappedValue = newFrame }
            }
        }
    }
}
