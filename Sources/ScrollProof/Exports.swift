// `import ScrollProof` is all a test target needs: the effects' configuration and frame types
// (to write an adapter), the oracles and the trace format, the suites and their runner.
@_exported import Effects
@_exported import Generators
@_exported import Oracles
