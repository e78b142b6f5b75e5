import Oracles
import Testing

/// A violation's kind (`Violation.kind`): what the runner's distinct failures and a monitor's
/// later reports tell apart. Numbers, the event that showed a fault and the members of a list
/// are not a kind; another way to break the rule is.
@Suite struct ViolationKindTests {
    func kind(_ rule: String, _ explanation: String) -> String { Violation(rule, "SPEC §1b", frame: 0, [], explanation).kind }

    /// An outsider's registry that forgets to restore its observers on `resumeAll`: the monitor
    /// reported one fault three times, one report for each event that showed it.
    @Test func theEventAndTheCellsThatShowAFaultAreNotItsKind() {
        let rule = "registeredMatchesDisplayed"
        let shown = [
            "after resumeAll: displayed but not observed: [cell2, cell3]",
            "after offsetChanged: displayed but not observed: [cell2, cell3]",
            "after willDisplay(cell1, row 3): displayed but not observed: [cell3]",
        ]
        #expect(Set(shown.map { kind(rule, $0) }).count == 1, "\(shown.map { kind(rule, $0) })")
        #expect(kind(rule, "after resumeAll: observed but not displayed: [cell2]") != kind(rule, shown[0]))
        #expect(kind("noDuplicateObservers", "after willDisplay(cell1, row 0), cell1 is registered twice: its image would move at double speed")
            == kind("noDuplicateObservers", "after reloadData, cell7 is registered twice: its image would move at double speed"))
    }

    /// Numbers are not a kind; words are, and a text that does not begin with an event keeps
    /// everything but its numbers.
    @Test func numbersAreNotAKindWordsAre() {
        #expect(kind("minimumGap", "item 3 overlaps item 4 by 2.5 pt") == kind("minimumGap", "item 12 overlaps item 13 by -0.25 pt"))
        #expect(kind("edgeEventsExactlyOnce", "expected 'expanded', got no event") != kind("edgeEventsExactlyOnce", "got 'collapsed' twice"))
        #expect(kind("rule", "afterwards: the item moved") != kind("rule", "afterwards: the item stayed"))
        #expect(kind("rule", "after the pause the item moved") != kind("rule", "after the pause the item stayed"))
    }
}
