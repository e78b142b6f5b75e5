import FuzzEntry

runTraceReaderFuzzer()
