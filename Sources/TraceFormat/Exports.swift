// What an app that records traces needs beside the writers: the effects' models, their
// configurations and frames, and the list's events (`ListEvent`, `ItemID`, `CellID`).
@_exported import Effects
