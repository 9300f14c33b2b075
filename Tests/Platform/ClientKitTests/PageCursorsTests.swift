import ClientKit
import Testing

@Suite("Page cursors")
struct PageCursorsTests {
    @Test("the next page is asked once, from 80% of what is loaded, and again only after it failed")
    func once() {
        var pages = PageCursors()
        pages.start(next: "p2")
        #expect(pages.cursorToFetch(appeared: 14, of: 20) == nil)
        #expect(pages.cursorToFetch(appeared: 15, of: 20) == "p2")
        #expect(pages.cursorToFetch(appeared: 19, of: 20) == nil)
        pages.failed("p2")
        #expect(pages.cursorToFetch(appeared: 19, of: 20) == "p2")
        pages.received(next: nil)
        #expect(pages.cursorToFetch(appeared: 39, of: 40) == nil)
        // A new first page forgets what was asked.
        pages.start(next: "p2")
        #expect(pages.cursorToFetch(appeared: 19, of: 20) == "p2")
    }
}
