/// Every member `model` declares, in the order the schema writes them, with
/// the tracked properties (state and children) numbered in that order and
/// the children numbered among themselves.
///
/// The one list of a model's members: the generated init and storage follow
/// it, and the checks on member names (declared twice, reserved) read it.
func resolveMembers(of model: ModelDecl) -> [ResolvedMember] {
    // The order first, by where each name is written (a model's members are
    // all in its file), then each member built once with its indexes:
    // building, sorting and renumbering the members copied every
    // declaration three times.
    var order: [(line: Int, column: Int, section: MemberSection, index: Int)] = []
    order.reserveCapacity(
        model.state.count + model.children.count + model.constants.count + model.callbacks.count
            + model.dependencies.count)
    // Each name's place read by index: mapping the declarations would copy each whole.
    func list(_ count: Int, as section: MemberSection, _ place: (Int) -> SourceLocation) {
        for index in 0..<count {
            let location = place(index)
            order.append((location.line, location.column, section, index))
        }
    }
    list(model.state.count, as: .state) { model.state[$0].name.location }
    list(model.children.count, as: .child) { model.children[$0].name.location }
    list(model.constants.count, as: .constant) { model.constants[$0].name.location }
    list(model.callbacks.count, as: .callback) { model.callbacks[$0].name.location }
    list(model.dependencies.count, as: .dependency) { model.dependencies[$0].name.location }
    order.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    var members: [ResolvedMember] = []
    members.reserveCapacity(order.count)
    var nextIndex = 0
    var nextChildIndex = 0
    for entry in order {
        switch entry.section {
        case .state:
            let property = model.state[entry.index]
            var index: Int?
            if property.isTracked {
                index = nextIndex
                nextIndex += 1
            }
            members.append(ResolvedMember(name: property.name, kind: .state(property, index: index)))
        case .child:
            let property = model.children[entry.index]
            members.append(
                ResolvedMember(
                    name: property.name, kind: .child(property, index: nextIndex, childIndex: nextChildIndex)))
            nextIndex += 1
            nextChildIndex += 1
        case .constant:
            let property = model.constants[entry.index]
            members.append(ResolvedMember(name: property.name, kind: .constant(property)))
        case .callback:
            let callback = model.callbacks[entry.index]
            members.append(ResolvedMember(name: callback.name, kind: .callback(callback)))
        case .dependency:
            let dependency = model.dependencies[entry.index]
            members.append(ResolvedMember(name: dependency.name, kind: .dependency(dependency)))
        }
    }
    return members
}

/// The section of a model that declares a member.
private enum MemberSection {
    case state, child, constant, callback, dependency
}
