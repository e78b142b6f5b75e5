import FuzzEntry

runFuzzer(.profileHeader)
