// `import ScrollProof` is all a test target needs: the effects' configuration and frame types
// (to write an adapter), the oracles, the suites and their runner, and the trace format.
@_exported import Effects
@_exported import Generators
@_exported import Oracles
@_exported import Properties
@_exported import TraceFormat
