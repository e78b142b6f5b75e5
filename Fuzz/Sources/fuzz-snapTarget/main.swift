import Foundation
import FuzzSupport

// ClusterFuzzLite runs one binary per target, with libFuzzer's flags only.
FuzzSupport.runTarget("snapTarget")
