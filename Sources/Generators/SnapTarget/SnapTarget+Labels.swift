/// The labels where scrolling comes to rest attaches to its cases, looked up once in the
/// vocabulary (`LabelSet.names`), as every built-in generator's are: labelling a release costs
/// an OR, not a lookup of its name.
extension LabelSet.Label {
    static let pages = Self("pages"), containerPages = Self("container-pages"), items = Self("items")
    static let insets = Self("insets"), centred = Self("centred"), limited = Self("limited"), fits = Self("fits")
    static let resize = Self("resize"), onSnapPoint = Self("on-snap-point"), halfway = Self("halfway")
    static let atRest = Self("at-rest"), otherProposal = Self("other-proposal")
}
