import FuzzEntry

runFuzzer(.observerRegistry)
