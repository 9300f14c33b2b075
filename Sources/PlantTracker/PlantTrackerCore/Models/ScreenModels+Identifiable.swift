/// Screen models identified by the instance itself: each photo on Add Photos is a row of its own, and the
/// screens a plant's page and Home present are presented by their model (`sheet(item:)`), so a
/// presentation and the model it shows can never disagree.
extension AddPhotoModel: Identifiable {}
extension PlantFormModel: Identifiable {}
extension PhotoDetailModel: Identifiable {}
extension CompareModel: Identifiable {}
extension RecentlyDeletedModel: Identifiable {}
