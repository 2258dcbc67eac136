// `make check-allocations` and `make update-allocations` (Docs/Performance.md):
// counts what each operation in `scenarios` allocates, in a release build,
// and checks the counts against Baseline.txt or records them there.
//
//     Allocations check [--baseline <file>]
//     Allocations record [--baseline <file>]

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let usage = "usage: Allocations check|record [--baseline <file>]"
var arguments = Array(CommandLine.arguments.dropFirst())
var baselinePath = Baseline.defaultPath
if let option = arguments.firstIndex(of: "--baseline"), option + 1 < arguments.count {
    baselinePath = arguments[option + 1]
    arguments.removeSubrange(option...(option + 1))
}
guard arguments.count == 1, let mode = arguments.first, mode == "check" || mode == "record" else {
    print(usage)
    exit(2)
}

guard allocationCountingIsAvailable else {
    print("Allocations: counting needs glibc's allocator (Linux); nothing was counted on this platform.")
    exit(mode == "check" ? 0 : 1)
}
guard countingSeesAllocations() else {
    print("Allocations: a class instance made while counting wasn't counted; the counts would mean nothing.")
    exit(1)
}

let measured = scenarios.map { (name: $0.name, counts: $0.measure()) }

do {
    if mode == "record" {
        try Baseline(entries: measured).write(to: baselinePath)
        print("Recorded \(measured.count) operations' counts in \(baselinePath)")
        exit(0)
    }
    let comparison = Comparison(measured: measured, baseline: try Baseline(contentsOf: baselinePath))
    for line in comparison.report { print(line) }
    if comparison.failed {
        print("check-allocations: failed against \(baselinePath) (above).")
        exit(1)
    }
    if comparison.improved {
        print("check-allocations: fewer allocations than recorded; record them with make update-allocations.")
    }
} catch {
    print("Allocations: \(error)")
    exit(1)
}
