/// The last state of the models taken out of a hierarchy that tracks undo.
///
/// A removed model is destructed and its state goes back to what it was
/// created with (a state holding closures that capture models would
/// otherwise be a leaked cycle). But an undo entry may put the model back,
/// and then it must come back as it was: its title, its children, their
/// state. So while undo is tracked, the hierarchy keeps each removed model's
/// last state here, until an undo or redo brings the model back, nothing but
/// this list holds the model any more, or the hierarchy goes.
final class RemovedModels {
    private var kept: [ObjectIdentifier: (context: AnyModelContext, state: Any)] = [:]
    /// How many may be kept before the next look for models only this list holds.
    private var pruneAt = 16

    /// Keeps `state`, the last state of `context`, which was just destructed,
    /// and returns what it kept of models nobody else holds any more, to be
    /// released outside the lock. Call with the hierarchy's lock held.
    func keep(_ context: AnyModelContext, state: Any) -> [Any] {
        kept[ObjectIdentifier(context)] = (context, state)
        guard kept.count >= pruneAt else { return [] }
        var pruned: [Any] = []
        for key in Array(kept.keys) where isKnownUniquelyReferenced(&kept[key]!.context) {
            pruned.append(kept.removeValue(forKey: key)!)
        }
        pruneAt = max(16, kept.count * 2)
        return pruned
    }

    /// The last state of `context`, no longer kept. Call with the hierarchy's lock held.
    func take(_ context: AnyModelContext) -> Any? {
        kept.removeValue(forKey: ObjectIdentifier(context))?.state
    }
}
