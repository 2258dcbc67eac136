/// Every member `model` declares, in the order the schema writes them, with
/// the tracked properties (state and children) numbered in that order and
/// the children numbered among themselves.
///
/// The one list of a model's members: the generated init and storage follow
/// it, and the checks on member names (declared twice, reserved) read it.
func resolveMembers(of model: ModelDecl) -> [ResolvedMember] {
    var members: [ResolvedMember] = []
    members.reserveCapacity(
        model.state.count + model.children.count + model.constants.count + model.callbacks.count
            + model.dependencies.count)
    // Placeholder indexes: the real ones follow source order, assigned below.
    for property in model.state {
        members.append(ResolvedMember(name: property.name, kind: .state(property, index: nil)))
    }
    for property in model.children {
        members.append(ResolvedMember(name: property.name, kind: .child(property, index: 0, childIndex: 0)))
    }
    for property in model.constants { members.append(ResolvedMember(name: property.name, kind: .constant(property))) }
    for callback in model.callbacks { members.append(ResolvedMember(name: callback.name, kind: .callback(callback))) }
    for dependency in model.dependencies {
        members.append(ResolvedMember(name: dependency.name, kind: .dependency(dependency)))
    }
    members.sort { $0.name.location < $1.name.location }
    var nextIndex = 0
    var nextChildIndex = 0
    for position in members.indices {
        switch members[position].kind {
        case .state(let property, _) where property.isTracked:
            members[position].kind = .state(property, index: nextIndex)
            nextIndex += 1
        case .child(let property, _, _):
            members[position].kind = .child(property, index: nextIndex, childIndex: nextChildIndex)
            nextIndex += 1
            nextChildIndex += 1
        default:
            break
        }
    }
    return members
}
