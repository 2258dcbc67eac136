/// Repositories as GitHub's search API describes them, for the offline
/// client. Sample figures: the star counts and sizes are rounded, and don't
/// change.
nonisolated let sampleSearchPage = #"""
    {
      "total_count": 24,
      "incomplete_results": false,
      "items": [
        {"id": 7000001, "name": "swift", "full_name": "apple/swift", "description": "The compiler and standard library of the Swift language.", "stargazers_count": 68900, "language": "C++", "owner": {"login": "apple"}, "html_url": "https://github.com/apple/swift"},
        {"id": 7000002, "name": "swift-package-manager", "full_name": "swiftlang/swift-package-manager", "description": "The package manager that builds and tests Swift packages.", "stargazers_count": 10100, "language": "Swift", "owner": {"login": "swiftlang"}, "html_url": "https://github.com/swiftlang/swift-package-manager"},
        {"id": 7000003, "name": "swift-syntax", "full_name": "swiftlang/swift-syntax", "description": "A Swift library for parsing, inspecting and rewriting Swift source.", "stargazers_count": 3400, "language": "Swift", "owner": {"login": "swiftlang"}, "html_url": "https://github.com/swiftlang/swift-syntax"},
        {"id": 7000004, "name": "swift-nio", "full_name": "apple/swift-nio", "description": "Event-driven, non-blocking networking for servers and clients in Swift.", "stargazers_count": 8200, "language": "Swift", "owner": {"login": "apple"}, "html_url": "https://github.com/apple/swift-nio"},
        {"id": 7000005, "name": "swift-argument-parser", "full_name": "apple/swift-argument-parser", "description": "Type-safe parsing of command-line arguments in Swift.", "stargazers_count": 3500, "language": "Swift", "owner": {"login": "apple"}, "html_url": "https://github.com/apple/swift-argument-parser"},
        {"id": 7000006, "name": "swift-collections", "full_name": "apple/swift-collections", "description": "Data structures for Swift: deques, ordered sets, heaps and more.", "stargazers_count": 4000, "language": "Swift", "owner": {"login": "apple"}, "html_url": "https://github.com/apple/swift-collections"},
        {"id": 7000007, "name": "swift-format", "full_name": "apple/swift-format", "description": "Formatting and linting for Swift source code.", "stargazers_count": 2700, "language": "Swift", "owner": {"login": "apple"}, "html_url": "https://github.com/apple/swift-format"},
        {"id": 7000008, "name": "vapor", "full_name": "vapor/vapor", "description": "A web framework for writing servers in Swift.", "stargazers_count": 25200, "language": "Swift", "owner": {"login": "vapor"}, "html_url": "https://github.com/vapor/vapor"},
        {"id": 7000009, "name": "Alamofire", "full_name": "Alamofire/Alamofire", "description": "HTTP networking for Swift on Apple platforms.", "stargazers_count": 41800, "language": "Swift", "owner": {"login": "Alamofire"}, "html_url": "https://github.com/Alamofire/Alamofire"},
        {"id": 7000010, "name": "swift-composable-architecture", "full_name": "pointfreeco/swift-composable-architecture", "description": "Building apps from small composable features, with testing in mind.", "stargazers_count": 13200, "language": "Swift", "owner": {"login": "pointfreeco"}, "html_url": "https://github.com/pointfreeco/swift-composable-architecture"},
        {"id": 7000011, "name": "swift-dependencies", "full_name": "pointfreeco/swift-dependencies", "description": "Dependency injection for Swift, inspired by SwiftUI's environment.", "stargazers_count": 1900, "language": "Swift", "owner": {"login": "pointfreeco"}, "html_url": "https://github.com/pointfreeco/swift-dependencies"},
        {"id": 7000012, "name": "swift-model", "full_name": "bitofmind/swift-model", "description": "Composable models for SwiftUI apps, with observation, tasks and testing.", "stargazers_count": 120, "language": "Swift", "owner": {"login": "bitofmind"}, "html_url": "https://github.com/bitofmind/swift-model"},
        {"id": 7000013, "name": "SwiftLint", "full_name": "realm/SwiftLint", "description": "Enforcing Swift style and conventions.", "stargazers_count": 18900, "language": "Swift", "owner": {"login": "realm"}, "html_url": "https://github.com/realm/SwiftLint"},
        {"id": 7000014, "name": "SwiftFormat", "full_name": "nicklockwood/SwiftFormat", "description": "A formatter for Swift code, as a command, a plugin and an Xcode extension.", "stargazers_count": 8100, "language": "Swift", "owner": {"login": "nicklockwood"}, "html_url": "https://github.com/nicklockwood/SwiftFormat"},
        {"id": 7000015, "name": "Kingfisher", "full_name": "onevcat/Kingfisher", "description": "Downloading and caching images from the web, in Swift.", "stargazers_count": 23800, "language": "Swift", "owner": {"login": "onevcat"}, "html_url": "https://github.com/onevcat/Kingfisher"},
        {"id": 7000016, "name": "RxSwift", "full_name": "ReactiveX/RxSwift", "description": "Reactive programming with observable sequences in Swift.", "stargazers_count": 24600, "language": "Swift", "owner": {"login": "ReactiveX"}, "html_url": "https://github.com/ReactiveX/RxSwift"},
        {"id": 7000017, "name": "libyaml", "full_name": "yaml/libyaml", "description": "A YAML 1.1 parser and emitter, written in C.", "stargazers_count": 1000, "language": "C", "owner": {"login": "yaml"}, "html_url": "https://github.com/yaml/libyaml"},
        {"id": 7000018, "name": "rust", "full_name": "rust-lang/rust", "description": "The compiler and standard library of the Rust language.", "stargazers_count": 103000, "language": "Rust", "owner": {"login": "rust-lang"}, "html_url": "https://github.com/rust-lang/rust"},
        {"id": 7000019, "name": "go", "full_name": "golang/go", "description": "The Go programming language.", "stargazers_count": 128000, "language": "Go", "owner": {"login": "golang"}, "html_url": "https://github.com/golang/go"},
        {"id": 7000020, "name": "cpython", "full_name": "python/cpython", "description": "The reference interpreter of the Python language.", "stargazers_count": 66000, "language": "Python", "owner": {"login": "python"}, "html_url": "https://github.com/python/cpython"},
        {"id": 7000021, "name": "TypeScript", "full_name": "microsoft/TypeScript", "description": "TypeScript, JavaScript with syntax for types.", "stargazers_count": 104000, "language": "TypeScript", "owner": {"login": "microsoft"}, "html_url": "https://github.com/microsoft/TypeScript"},
        {"id": 7000022, "name": "node", "full_name": "nodejs/node", "description": "Node.js, a JavaScript runtime built on V8.", "stargazers_count": 111000, "language": "JavaScript", "owner": {"login": "nodejs"}, "html_url": "https://github.com/nodejs/node"},
        {"id": 7000023, "name": "kotlin", "full_name": "JetBrains/kotlin", "description": "The Kotlin programming language.", "stargazers_count": 50500, "language": "Kotlin", "owner": {"login": "JetBrains"}, "html_url": "https://github.com/JetBrains/kotlin"},
        {"id": 7000024, "name": "linux", "full_name": "torvalds/linux", "description": "The Linux kernel.", "stargazers_count": 195000, "language": "C", "owner": {"login": "torvalds"}, "html_url": "https://github.com/torvalds/linux"}
      ]
    }
    """#

/// Each sample repository's languages, in bytes, as GitHub's languages API
/// sends them, keyed by full name.
nonisolated let sampleLanguages = #"""
    {
      "apple/swift": {"C++": 71000000, "Swift": 52000000, "C": 4100000, "Python": 2600000, "CMake": 1300000},
      "swiftlang/swift-package-manager": {"Swift": 9800000, "C": 60000, "Shell": 45000},
      "swiftlang/swift-syntax": {"Swift": 12400000, "CMake": 30000},
      "apple/swift-nio": {"Swift": 5600000, "C": 420000, "Shell": 38000},
      "apple/swift-argument-parser": {"Swift": 1250000, "Shell": 4000},
      "apple/swift-collections": {"Swift": 3300000, "Python": 12000, "CMake": 9000},
      "apple/swift-format": {"Swift": 1900000},
      "vapor/vapor": {"Swift": 1700000, "HTML": 2000},
      "Alamofire/Alamofire": {"Swift": 2100000, "Ruby": 11000, "Objective-C": 3000},
      "pointfreeco/swift-composable-architecture": {"Swift": 2600000, "Makefile": 5000},
      "pointfreeco/swift-dependencies": {"Swift": 520000, "Makefile": 2000},
      "bitofmind/swift-model": {"Swift": 900000},
      "realm/SwiftLint": {"Swift": 3900000, "Starlark": 40000, "Ruby": 16000, "Shell": 9000},
      "nicklockwood/SwiftFormat": {"Swift": 2500000, "Shell": 6000},
      "onevcat/Kingfisher": {"Swift": 1400000, "Ruby": 5000},
      "ReactiveX/RxSwift": {"Swift": 2300000, "Ruby": 21000, "Shell": 18000},
      "yaml/libyaml": {"C": 540000, "Shell": 20000, "Makefile": 8000},
      "rust-lang/rust": {"Rust": 160000000, "Python": 1800000, "Shell": 900000},
      "golang/go": {"Go": 94000000, "Assembly": 6400000, "HTML": 1100000},
      "python/cpython": {"Python": 68000000, "C": 48000000, "C++": 500000},
      "microsoft/TypeScript": {"TypeScript": 180000000, "JavaScript": 1200000},
      "nodejs/node": {"JavaScript": 84000000, "C++": 42000000, "Python": 9000000, "C": 3000000},
      "JetBrains/kotlin": {"Kotlin": 150000000, "Java": 21000000},
      "torvalds/linux": {"C": 1300000000, "Assembly": 9000000, "Shell": 5000000, "Rust": 1900000}
    }
    """#
