import FuzzEntry

runFuzzer(.rollingBanner)
