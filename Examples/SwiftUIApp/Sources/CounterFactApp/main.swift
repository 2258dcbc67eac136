import CounterFactViews

// A SwiftUI app from a package: `swift run CounterFactApp` on a Mac opens its window.
CounterFactApp.main()
