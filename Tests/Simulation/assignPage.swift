import ModelRuntime
import Showcase

extension SimulationWorld {
    /// Assigns the parent's `page`, or `nil`. An item whose name was in the
    /// page continues that item, with its value: pairing by `id` looks
    /// through a generic container's fields as through `identified`.
    func setPage(_ names: [Int]?, page: Int, _ reference: inout SimulationReference) {
        let before = Dictionary(uniqueKeysWithValues: (parent.page?.items ?? []).map { ($0.name, $0._$context) })
        guard let names else {
            parent.page = nil
            reference.page = nil
            continuedPageItems = []
            return
        }
        let items = names.map { Item(name: "p\($0)", value: page) }
        parent.page = Paginated(items: items, currentPage: page, hasMore: page % 2 == 0)
        for item in parent.page?.items ?? [] where before[item.name] == nil {
            contexts.append(Weak(object: item._$context, name: "Item \(item.name) in page"))
        }
        let old = Dictionary(uniqueKeysWithValues: (reference.page?.items ?? []).map { ($0.name, $0.value) })
        reference.page = (names.map { ($0, old[$0] ?? page) }, page, page % 2 == 0)
        continuedPageItems = names.compactMap { name in before["p\(name)"].map { ("p\(name)", $0) } }
    }

    /// Writes an item's value through the page, in place, and moves the page on (a field, not a model).
    func writePage(_ index: Int, value: Int, _ reference: inout SimulationReference) {
        guard let count = reference.page?.items.count, count > 0 else { return }
        parent.page?.items[index % count].value = value
        parent.page?.currentPage += 1
        reference.page?.items[index % count].value = value
        reference.page?.currentPage += 1
    }

    /// Checks the page: its fields, its items' names and values, and that
    /// an item with a name that was there is still the same model.
    func checkPage(_ reference: SimulationReference) throws {
        let page = parent.page
        try expect(page == nil, reference.page == nil, "whether there is a page")
        guard let page, let expected = reference.page else { return }
        try expect(page.items.map(\.name), expected.items.map { "p\($0.name)" }, "the page's items' names")
        try expect(page.items.map(\.value), expected.items.map(\.value), "the page's items' values")
        try expect(page.currentPage, expected.currentPage, "the page's currentPage")
        try expect(page.hasMore, expected.hasMore, "the page's hasMore")
        for (name, context) in continuedPageItems
        where page.items.first(where: { $0.name == name })?._$context !== context {
            throw SimulationMismatch(description: "page item \(name) did not continue the item with its id")
        }
    }
}
