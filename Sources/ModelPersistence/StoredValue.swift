import Foundation
import IssueReporting
import Synchronization

/// What a storage keeps for each key, whatever its value's type.
protocol AnyStoredValue: AnyObject, Sendable {
    /// Saves the value if it changed since the last save (on the saver's queue).
    func saveIfChanged()
    /// Loads what is stored if it changed outside this process (on the saver's queue).
    func checkOutsideChange()
    /// Whether some model holds the key and its bytes can change outside: the watch looks at it.
    var isWatched: Bool { get }
}

/// The value of one key in one storage, shared by every model that holds it.
///
/// Writers store a new value and wake the saver, which encodes and writes
/// it later, on its own queue: a burst of writes makes one file write. A
/// value that changes outside is loaded and pushed to every holder. What
/// can't be read is never written over.
final class StoredValue<Value: Codable & Sendable>: AnyStoredValue, @unchecked Sendable {
    /// A model holding the key: how to give it a value, and an error.
    struct Holder {
        let id: Int
        let push: @Sendable (Value) -> Void
        let report: @Sendable (PersistenceError?) -> Void
    }

    private struct State {
        var value: Value?
        var isLoaded = false
        /// What the stored bytes are known to be (read or written by us).
        var storedData: Data?
        var stamp: FileStamp?
        /// The standing failure: a load failure blocks saving until the app decides.
        var failure: PersistenceError?
        var isDirty = false
        var isScheduled = false
        /// Models encoded as their last holder left, before their teardown
        /// reset them: what the saver writes for them.
        var leftData: Data?
        var holders: [Holder] = []
        var nextHolder = 0
        var conflicts = 0
    }

    let key: PersistenceKey<Value>
    let bytes: (any ByteStore)?
    /// Whether the value is models (children): never shared by two holders,
    /// and decoded afresh for each.
    let holdsModels: Bool
    private let equals: @Sendable (Value, Value) -> Bool
    private let scheduleSave: @Sendable (_ now: Bool) -> Void
    private let state = Mutex(State())

    init(
        key: PersistenceKey<Value>, bytes: (any ByteStore)?, holdsModels: Bool, initial: Value?,
        equals: @escaping @Sendable (Value, Value) -> Bool, scheduleSave: @escaping @Sendable (_ now: Bool) -> Void
    ) {
        self.key = key
        self.bytes = bytes
        self.holdsModels = holdsModels
        self.equals = equals
        self.scheduleSave = scheduleSave
        if let initial { state.withLock { $0.value = initial } }
    }

    var isWatched: Bool { bytes != nil && state.withLock { !$0.holders.isEmpty } }

    /// The current value, once someone joined or it was loaded.
    var current: Value? { state.withLock { $0.value } }

    /// The standing failure, if any.
    var failure: PersistenceError? { state.withLock { $0.failure } }

    // MARK: Holders

    /// What a model joining the key starts with.
    enum Start {
        /// The stored value, to write into the model.
        case stored(Value, PersistenceError?)
        /// Nothing was stored: the model's own value is now the key's.
        case own(PersistenceError?)
        /// The key holds models another model holds already.
        case refused
    }

    /// Adds a holder whose value is `own`, and says what it starts with.
    func join(
        own: Value, push: @escaping @Sendable (Value) -> Void,
        report: @escaping @Sendable (PersistenceError?) -> Void
    ) -> (Start, holder: Int) {
        state.withLock { state in
            if holdsModels && !state.holders.isEmpty { return (.refused, -1) }
            if !state.isLoaded { load(&state) }
            let id = state.nextHolder
            state.nextHolder += 1
            state.holders.append(Holder(id: id, push: push, report: report))
            if holdsModels {
                // Models belong to one parent: each holder gets its own, decoded afresh.
                if state.failure?.reason != .undecodable, let data = state.leftData ?? state.storedData,
                    let value = try? decode(data)
                {
                    state.value = value
                    return (.stored(value, state.failure), id)
                }
                state.value = own
                return (.own(state.failure), id)
            }
            if let value = state.value { return (.stored(value, state.failure), id) }
            state.value = own
            return (.own(state.failure), id)
        }
    }

    /// Removes holder `id`; the last one out saves at once what is unsaved.
    /// Models are encoded here, on the leaving thread: the teardown that
    /// called this resets them next, and what the saver would encode later
    /// is no longer what the user had.
    func leave(_ id: Int) {
        var left: Data?
        if holdsModels, let value = current, state.withLock({ $0.isDirty }) {
            do {
                left = try encode(value)
            } catch {
                fail(.unencodable, error, keepDirty: false)
            }
        }
        let saveNow = state.withLock { state in
            state.holders.removeAll { $0.id == id }
            if holdsModels {
                state.value = nil
                if let left { state.leftData = left } else { state.isDirty = false }
            }
            return state.holders.isEmpty && state.isDirty
        }
        if saveNow { scheduleSave(true) }
    }

    // MARK: Writing

    /// Holder `id` wrote `value` (nil: someone outside the models, a test
    /// seeding the key); the others are given it, and the saver is woken.
    /// `force` marks it changed even when equal: models changed inside.
    func write(_ value: Value, from id: Int?, force: Bool = false) {
        // Filled in the lock only when there are others: the usual write,
        // one holder's, copies no list.
        var others: [Holder] = []
        var wake = false
        state.withLock { state in
            if !force, let current = state.value, equals(current, value) { return }
            state.value = value
            // A new holder's models supersede what the last one left.
            if state.leftData != nil { state.leftData = nil }
            if bytes != nil {
                state.isDirty = true
                wake = !state.isScheduled
                state.isScheduled = true
                if holdsModels { return }
            }
            // Counted, not searched: this runs unspecialized, where each
            // generic call on the list looks up its type's metadata.
            if state.holders.count > (id == nil ? 0 : 1) { others = state.holders.filter { $0.id != id } }
        }
        if wake { scheduleSave(false) }
        if !others.isEmpty { pushCurrent(to: others) }
    }

    /// Gives each holder the value as it is now, not as it was when it was
    /// written: writers racing end agreeing on the last one stored.
    private func pushCurrent(to holders: [Holder]) {
        for holder in holders {
            guard let value = current else { return }
            holder.push(value)
        }
    }

    func saveIfChanged() {
        guard let bytes else { return }
        let taken = state.withLock { state -> Taken? in
            state.isScheduled = false
            guard state.isDirty, state.failure.map(Self.blocksSaving) != true else { return nil }
            state.isDirty = false
            if let left = state.leftData { return .data(left) }
            return state.value.map(Taken.value)
        }
        let data: Data
        switch taken {
        case nil:
            return
        case .data(let left):
            data = left
        case .value(let value):
            do {
                data = try encode(value)
            } catch {
                return fail(.unencodable, error, keepDirty: false)
            }
        }
        if state.withLock({ $0.storedData == data }) { return clearSaveFailure() }
        do {
            try bytes.write(data)
        } catch {
            return fail(.unwritable, error, keepDirty: true)
        }
        let stamp = bytes.stamp()
        state.withLock { state in
            state.storedData = data
            state.stamp = stamp
            if state.leftData == data { state.leftData = nil }
        }
        clearSaveFailure()
    }

    private static func blocksSaving(_ failure: PersistenceError) -> Bool {
        failure.reason == .unreadable || failure.reason == .undecodable
    }

    private func fail(_ reason: PersistenceError.Reason, _ error: any Error, keepDirty: Bool) {
        let failure = PersistenceError(reason, key: key.description, message: describe(error))
        let holders = state.withLock { state in
            if keepDirty { state.isDirty = true }
            state.failure = failure
            return state.holders
        }
        reportIssue(failure.description)
        for holder in holders { holder.report(failure) }
    }

    private func clearSaveFailure() {
        let holders = state.withLock { state -> [Holder] in
            guard let failure = state.failure, !Self.blocksSaving(failure) else { return [] }
            state.failure = nil
            return state.holders
        }
        for holder in holders { holder.report(nil) }
    }

    // MARK: Reading

    /// Reads and decodes what is stored, the first time the key is used.
    /// Nothing stored is no failure: the first holder's value is the default.
    private func load(_ state: inout State) {
        state.isLoaded = true
        guard let bytes else { return }
        bytes.removeLeftovers()
        state.stamp = bytes.stamp()
        let data: Data?
        do {
            data = try bytes.read()
        } catch {
            state.failure = PersistenceError(.unreadable, key: key.description, message: describe(error))
            reportIssue(state.failure!.description)
            return
        }
        guard let data else { return }
        state.storedData = data
        do {
            state.value = try decode(data)
        } catch {
            state.failure = PersistenceError(.undecodable, key: key.description, message: describe(error))
            reportIssue(state.failure!.description)
        }
    }

    func checkOutsideChange() {
        guard let bytes else { return }
        let stamp = bytes.stamp()
        let known = state.withLock { state -> Data?? in
            guard stamp == nil || stamp != state.stamp else { return .none }
            return .some(state.storedData)
        }
        guard case .some(let storedData) = known else { return }
        let data: Data?
        do {
            data = try bytes.read()
        } catch {
            return  // Caught mid-change, or gone for a moment: looked at again on the next check.
        }
        guard let data, data != storedData else {
            state.withLock { $0.stamp = stamp }
            return
        }
        let value: Value
        do {
            value = try decode(data)
        } catch {
            // Written over from outside with something we can't read: keep
            // what we have, and save nothing over it.
            let failure = PersistenceError(.undecodable, key: key.description, message: describe(error))
            let holders = state.withLock { state in
                state.stamp = stamp
                state.storedData = data
                state.failure = failure
                return state.holders
            }
            reportIssue(failure.description)
            for holder in holders { holder.report(failure) }
            return
        }
        adoptOutside(value, data: data, stamp: stamp)
    }

    /// An outside change that decoded. When a local write is waiting to be
    /// saved, the local write wins (it was made after the file was last
    /// read here) and the outside version is kept beside the file, so
    /// neither is lost. Otherwise every holder is given the outside value.
    private func adoptOutside(_ value: Value, data: Data, stamp: FileStamp?) {
        let outcome = state.withLock { state -> Outcome in
            state.stamp = stamp
            state.storedData = data
            if state.isDirty {
                state.conflicts += 1
                return .conflict(state.conflicts)
            }
            state.value = value
            let cleared = state.failure.map(Self.blocksSaving) == true
            if cleared { state.failure = nil }
            return .adopted(state.holders, cleared ? nil : state.failure)
        }
        switch outcome {
        case .conflict(let count):
            _ = try? bytes?.keepCopy(data, suffix: ".conflict-\(count)")
            // What is on disk is the outside version now: the local value must be written over it.
            state.withLock { $0.storedData = nil }
        case .adopted(let holders, let failure):
            for holder in holders {
                if failure == nil { holder.report(PersistenceError?.none) }
                holder.push(holdsModels ? value : (current ?? value))
            }
        }
    }

    /// What the saver takes to save: the value, or models encoded as they left.
    private enum Taken {
        case value(Value)
        case data(Data)
    }

    /// What an outside change came to: a conflict with a local write, or adopted.
    private enum Outcome {
        case conflict(Int)
        case adopted([Holder], PersistenceError?)
    }

    /// Sets aside what couldn't be read (beside it, with `.unreadable`
    /// appended) and saves the current value in its place. Says where the
    /// old bytes went; `nil` when nothing stood in the way.
    func overwriteUnreadable() throws -> String? {
        guard let bytes, let failure, Self.blocksSaving(failure) else { return nil }
        let aside = try bytes.setAside(suffix: ".unreadable-\(Int(Date().timeIntervalSince1970))")
        let holders = state.withLock { state in
            state.failure = nil
            state.storedData = nil
            state.stamp = nil
            state.isDirty = true
            return state.holders
        }
        for holder in holders { holder.report(nil) }
        scheduleSave(true)
        return aside
    }

    // MARK: Coding

    private func encode(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(value)
    }

    private func decode(_ data: Data) throws -> Value {
        try JSONDecoder().decode(Value.self, from: data)
    }
}

/// An error's description for a message: a POSIX failure's own, a
/// decoding error's path and reason.
func describe(_ error: any Error) -> String {
    if let error = error as? POSIXFailure { return error.description }
    if let error = error as? DecodingError {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            var message = path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
            if case .keyNotFound(let key, _) = error {
                message = "\(path.isEmpty ? "" : path + ": ")no value for \"\(key.stringValue)\""
            }
            return message
        @unknown default: return "\(error)"
        }
    }
    return "\(error)"
}
