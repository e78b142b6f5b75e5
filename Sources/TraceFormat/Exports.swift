// The app product (`ScrollProofTraces`): what an app needs to record traces on a device and to
// judge them there: the effects' models, their configurations and frames, the list's events
// (`ListEvent`, `ListItemID`, `CellID`), and the oracles with the trace format's writers. It links
// no generators, no Testing and no XCTest.
@_exported import Effects
@_exported import Oracles
