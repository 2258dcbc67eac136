/// A hashable and sendable value of any type, for keys chosen by users.
@usableFromInline
struct AnyHashableSendable: Hashable, @unchecked Sendable {
    let base: AnyHashable

    init(_ base: some Hashable & Sendable) {
        self.base = AnyHashable(base)
    }
}
