import FuzzEntry

runFuzzer(.bannerHover)
