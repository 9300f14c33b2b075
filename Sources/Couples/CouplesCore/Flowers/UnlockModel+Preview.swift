extension UnlockModel.Row {
    /// The species at full bloom: what unlocking or buying it gives, drawn by `FlowerFigures`.
    public var preview: FlowerLook { .fullBloom(id) }
}
