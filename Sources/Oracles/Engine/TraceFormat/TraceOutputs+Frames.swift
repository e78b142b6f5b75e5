import Effects

extension TraceOutputs {
    /// Every numeric output of a frame, by its name in ``NumericFrame/numberNames``: how a
    /// declared offset-driven effect's frame is written by default (`TraceableEffect`,
    /// `ScrollMonitor`).
    ///
    /// - Parameter frame: The frame.
    /// - Complexity: O(outputs).
    public init<Frame: NumericFrame>(numbersOf frame: Frame) {
        var numbers: [String: Double] = [:]
        for (i, name) in Frame.numberNames.enumerated() { numbers[name] = frame.number(i) }
        self.init(numbers: numbers)
    }

    /// Every stored property of a value, by its name: a list of items (`[ListItemID]`) or an
    /// optional item (a list of none or one) as items, a `Double` as a number, a `Bool` as a
    /// flag, a `String` as a string; a property of another type is left out. How a declared
    /// list-driven effect's answer is written by default (`TraceableListEffect`, `EventMonitor`).
    ///
    /// - Parameter frame: The answer.
    /// - Complexity: O(properties), through reflection.
    public init(reflecting frame: Any) {
        self.init()
        for child in Mirror(reflecting: frame).children {
            guard let name = child.label else { continue }
            switch child.value {
            case let items as [ListItemID]: self.items[name] = items
            case let item as ListItemID?: self.items[name] = item.map { [$0] } ?? []
            case let number as Double: numbers[name] = number
            case let flag as Bool: flags[name] = flag
            case let string as String: strings[name] = string
            default: continue
            }
        }
    }
}
