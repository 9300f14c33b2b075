import CalyxAPI
import CalyxCore
import SwiftUI

/// The Flowers view's glassy menu (§7.6 "Filter/sort in top right"): sort, privacy, a collection, a tag, grid or
/// list, and Select to pick several. Its glyph fills while a filter narrows the list.
struct SavedFlowersMenu: View {
    let model: SavedModel

    var body: some View {
        Menu {
            Picker("Sort By", selection: Binding { model.order.sort } set: { model.sort(by: $0) }) {
                ForEach(SavedOrder.Sort.allCases, id: \.self) { sort in
                    Text(sort.title).tag(sort)
                }
            }
            Picker("Show", selection: Binding { model.order.visibility } set: { model.show($0) }) {
                ForEach(SavedOrder.Visibility.allCases, id: \.self) { visibility in
                    Text(visibility.title).tag(visibility)
                }
            }
            if !model.collections.isEmpty {
                // §5.3: "Option to filter by collection".
                Picker("Collection", selection: Binding { model.order.collectionID } set: { model.filter(collectionID: $0) }) {
                    Text("All Collections").tag(String?.none)
                    ForEach(model.collections, id: \.id) { collection in
                        Text(collection.name).tag(String?.some(collection.id))
                    }
                }
                .pickerStyle(.menu)
            }
            if !model.tags.isEmpty {
                Picker("Tag", selection: Binding { model.order.tag } set: { model.filter(tag: $0) }) {
                    Text("All Tags").tag(String?.none)
                    ForEach(model.tags, id: \.self) { tag in
                        Text(tag).tag(String?.some(tag))
                    }
                }
                .pickerStyle(.menu)
            }
            Divider()
            Button {
                withAnimation(.easeInOut(duration: 0.3)) { model.layout = model.layout == .grid ? .list : .grid }
            } label: {
                model.layout == .grid
                    ? Label("Show as List", systemImage: "list.bullet")
                    : Label("Show as Grid", systemImage: "square.grid.2x2")
            }
            Button {
                model.startSelecting()
            } label: {
                Label("Select Flowers", systemImage: "checkmark.circle")
            }
            .disabled(model.flowers.isEmpty)
        } label: {
            ToolbarGlyph(systemImage: model.order.isFiltered ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle")
        }
        .accessibilityLabel("Sort and Filter")
        .accessibilityValue(model.order.isFiltered ? "Filtered" : "")
    }
}
