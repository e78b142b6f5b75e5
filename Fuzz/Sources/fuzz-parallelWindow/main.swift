import FuzzEntry

runFuzzer(.parallelWindow)
