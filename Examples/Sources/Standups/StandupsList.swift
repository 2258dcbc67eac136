import Foundation
import ModelRuntime

extension StandupsList {
    func onActivate() {
        (saving, onDisk) = load()
        // Saves what changed a moment after the last change: typing a title
        // writes once, not once per key. What was loaded is written back
        // once, in this version's format; a list that starts with no file
        // writes nothing until something is added.
        node.forEach(Observed { standupDetails.map(\.standup) }, cancelPrevious: true) { standups in
            guard standups != onDisk else {
                // Back to what is saved: nothing is unsaved any more.
                if saveError != nil { saveError = nil }
                return
            }
            switch saving {
            case .on: break
            case .offUndecodable:
                // The alert said so when the list appeared.
                return
            case .offUnreadable(let reason):
                saveError = "Not saved: the saved standups couldn't be read (\(reason)), so they aren't written over."
                return
            }
            try await continuousClock.sleep(for: .seconds(1))
            await save(standups)
        }
    }

    /// Saves the standups at once if they aren't what the file holds: what
    /// a change left waiting for its second, or what failed to save; never
    /// over a file that couldn't be read. What the app calls as it quits,
    /// so that an edit made just before isn't lost.
    func saveUnsavedChanges() async {
        let standups = standupDetails.map(\.standup)
        guard case .on = saving, standups != onDisk else { return }
        await save(standups)
    }

    /// Writes `standups` to the file; a failure is shown in `saveError`
    /// until a save succeeds.
    private func save(_ standups: [Standup]) async {
        do {
            try await dataManager.save(JSONEncoder().encode(standups))
            onDisk = standups
            if saveError != nil { saveError = nil }
        } catch {
            saveError = "The standups couldn't be saved: \(error.localizedDescription)"
        }
    }

    /// Reads the saved standups into the list, and says whether changes may
    /// be saved, and what is known to be on disk (nil: what was read, to
    /// be written back). No file yet is an empty list. A file that can't be decoded
    /// is left alone: an alert says so and offers sample standups to play
    /// with. A file that can't be read is left alone too, and the list
    /// starts empty, as it would with no file.
    private func load() -> (Saving, [Standup]?) {
        do {
            let data = try dataManager.load()
            let standups = try JSONDecoder().decode(IdentifiedArrayOf<Standup>.self, from: data)
            standupDetails = IdentifiedArray(uniqueElements: standups.map { StandupDetail(standup: $0) })
            return (.on, nil)
        } catch is DecodingError {
            destination = .dataFailedToLoad(confirmLoadMockData: {
                standupDetails = IdentifiedArray(
                    uniqueElements: [Standup.mock, .designMock, .engineeringMock].map { StandupDetail(standup: $0) })
            })
            return (.offUndecodable, [])
        } catch {
            return (isMissingFile(error) ? .on : .offUnreadable(error.localizedDescription), [])
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

extension StandupsList {
    /// Whether changes to the list may be written to the standups file.
    enum Saving: Sendable {
        case on
        /// The file couldn't be decoded; the alert over the list says so.
        case offUndecodable
        /// The file couldn't be read, for this reason.
        case offUnreadable(String)
    }
}

/// Whether `error` says there is no file to read.
private func isMissingFile(_ error: any Error) -> Bool {
    if let error = error as? CocoaError { return [.fileReadNoSuchFile, .fileNoSuchFile].contains(error.code) }
    let error = error as NSError
    return error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT)
}
