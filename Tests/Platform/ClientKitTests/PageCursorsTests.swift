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

@Suite("Paged list")
struct PagedListTests {
    @Test("a first page replaces, a later page appends without repeats, and each page is asked once")
    func paging() {
        var list = PagedList<String, String> { $0 }
        list.receive(["a", "b", "c", "d", "e"], next: "p2", for: nil)
        #expect(list.cursorToFetch(appeared: 2) == nil)
        #expect(list.cursorToFetch(appeared: 3) == "p2")
        #expect(list.cursorToFetch(appeared: 4) == nil)
        list.receive(["e", "f"], next: nil, for: "p2")
        #expect(list.items == ["a", "b", "c", "d", "e", "f"] && !list.hasMore)
        list.receive(["z"], next: "q", for: nil)
        #expect(list.items == ["z"] && list.hasMore)
        list.reset()
        #expect(list.items.isEmpty && !list.hasMore)
    }
}
