// CounterFact's views, as Docs/SwiftUI.md shows them (the only change: the
// app is public and started by the executable target). Compiled against
// SwiftUI by the CI workflow's macOS job, and against the stand-in for
// SwiftUI by `make test` (the target SwiftUISampleViews, Package.swift).
import ModelSwiftUI
import SwiftUI

/// The app: one window with the counters. Public, so that the executable
/// target's `main.swift` can start it; everything else stays internal.
public struct CounterFactApp: App {
    let model = AppModel().withAnchor()

    /// Anchors the app's model, as the app starts.
    public init() {}

    /// The app's one window.
    public var body: some Scene {
        WindowGroup { AppView(model: model) }
    }
}

struct AppView: View {
    @ObservedModel var model: AppModel

    var body: some View {
        NavigationStack {
            List {
                Text("Sum: \(model.sum)")
                ForEach(model.counters) { row in
                    CounterRowView(model: row)
                }
                .onMove { source, destination in
                    // SwiftUI's destination counts the moved row; moveCounter's doesn't.
                    guard let from = source.first else { return }
                    model.moveCounter(from: from, to: destination > from ? destination - 1 : destination)
                }
            }
            .toolbar {
                Button("Add") { model.addButtonTapped() }
            }
            // Dismissing the sheet sets `factPrompt` to nil through the binding.
            .sheet(item: $model.factPrompt) { prompt in
                FactPromptView(model: prompt)
            }
        }
    }
}

struct CounterRowView: View {
    @ObservedModel var model: CounterRowModel

    var body: some View {
        HStack {
            CounterView(model: model.counter)
            Spacer()
            Button("Remove", role: .destructive) { model.removeButtonTapped() }
        }
    }
}

struct CounterView: View {
    @ObservedModel var model: CounterModel

    var body: some View {
        HStack {
            Stepper("\(model.count)", value: $model.count)
            Button("Fact") { model.factButtonTapped() }
            if let alert = model.alert {
                Text(alert.message)
                Button("OK") { model.alertDismissed() }
            }
        }
    }
}

struct FactPromptView: View {
    @ObservedModel var model: FactPromptModel

    var body: some View {
        VStack {
            Text(model.fact)
            if model.isLoading { ProgressView() }
            HStack {
                Button("Get another fact") { model.getAnotherFactButtonTapped() }
                    .disabled(model.isLoading)
                Button("Dismiss") { model.dismissTapped() }
            }
        }
    }
}
