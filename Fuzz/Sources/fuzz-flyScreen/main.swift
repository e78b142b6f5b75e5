import FuzzEntry

runFuzzer(.flyScreen)
