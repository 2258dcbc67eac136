import Foundation
import ModelRuntime
import Synchronization

extension StandupsList {
    func onActivate() {
        let saved = load()
        // Saves what changed a moment after the last change: typing a title
        // writes once, not once per key. Compared with what is on disk, so
        // loading writes nothing, and a change made before this starts
        // listening is still saved.
        let onDisk = SavedStandups(saved)
        node.forEach(Observed { standupDetails.map(\.standup) }, cancelPrevious: true) { standups in
            guard !isSavingDisabled else { return }
            guard standups != onDisk.value else {
                // Back to what is saved: nothing is unsaved any more.
                saveError = nil
                return
            }
            try await continuousClock.sleep(for: .seconds(1))
            do {
                try await dataManager.save(JSONEncoder().encode(standups))
                onDisk.value = standups
                saveError = nil
            } catch {
                saveError = "The standups couldn't be saved: \(error.localizedDescription)"
            }
        }
    }

    /// Reads the saved standups into the list and returns them. A file that
    /// can't be read or decoded is left alone: an alert says so, offers
    /// sample standups to play with, and saving stays off.
    private func load() -> [Standup] {
        do {
            guard let data = try dataManager.load() else { return [] }
            let standups = try JSONDecoder().decode(IdentifiedArrayOf<Standup>.self, from: data)
            standupDetails = IdentifiedArray(uniqueElements: standups.map { StandupDetail(standup: $0) })
            return Array(standups)
        } catch {
            isSavingDisabled = true
            destination = .dataFailedToLoad(confirmLoadMockData: {
                standupDetails = IdentifiedArray(
                    uniqueElements: [Standup.mock, .designMock, .engineeringMock].map { StandupDetail(standup: $0) })
            })
            return []
        }
    }

    /// The form adding `standup`. Adding drops attendees without a name
    /// (keeping one, so a standup always has an attendee) and closes it.
    func addDestination(for standup: Standup) -> Destination {
        .add(
            form: StandupForm(standup: standup),
            add: { edited in
                var standup = edited
                standup.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
                if standup.attendees.isEmpty {
                    standup.attendees.append(edited.attendees.first ?? Attendee(id: uuid()))
                }
                standupDetails.append(StandupDetail(standup: standup))
                destination = nil
            },
            dismiss: {
                destination = nil
            })
    }

    /// Opens the form for a new standup.
    func addStandupButtonTapped() {
        destination = addDestination(for: Standup(id: uuid()))
    }

    /// Closes the form without adding.
    func dismissAddStandupButtonTapped() {
        destination = nil
    }
}

/// The standups last known to be on disk.
private final class SavedStandups: Sendable {
    private let standups: Mutex<[Standup]>

    init(_ standups: [Standup]) {
        self.standups = Mutex(standups)
    }

    var value: [Standup] {
        get { standups.withLock { $0 } }
        set { standups.withLock { $0 = newValue } }
    }
}
