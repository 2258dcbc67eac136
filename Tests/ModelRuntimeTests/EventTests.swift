import ModelRuntime
import Testing

@testable import Showcase

/// Events up and down the hierarchy, each receiver at most once.
@Suite struct EventTests {
    /// Collects what `model` receives of `AppEvent`, tagged with `name`.
    func listen(_ model: some Model, as name: String, into log: Log) {
        model.node.forEach(model.node.event(ofType: AppEvent.self)) { event in
            log.append("\(name) got \(event)")
        }
    }

    @Test func eventsGoToTheSenderAndItsAncestorsByDefault() async {
        let log = Log()
        let (root, anchor) = Tracked.tree("root", log: Log(), children: [.tree("child", log: Log())]).andAnchor()
        let child = root.children[0]
        listen(root, as: "root", into: log)
        listen(child, as: "child", into: log)
        child.node.send(AppEvent.logout)
        await waitUntil { Set(log.all) == ["root got logout", "child got logout"] }
        root.node.send(AppEvent.login(user: "ann"), to: .descendants)
        await waitUntil { log.all.count == 3 && log.all.last == #"child got login(user: "ann")"# }
        _ = anchor
    }

    @Test(.timeLimit(.minutes(1))) func everyEventOfAnyType() async {
        let (counter, anchor) = Counter.make().andAnchor()
        var events = counter.node.event(ofType: (any Sendable).self).makeAsyncIterator()
        var untyped = counter.node.event().makeAsyncIterator()
        counter.node.send(.reachedTen)
        counter.node.send(AppEvent.logout)
        #expect(await events.next() as? Counter.Event == .reachedTen)
        #expect(await events.next() as? AppEvent == .logout)
        #expect(await untyped.next() as? Counter.Event == .reachedTen)
        #expect(await untyped.next() as? AppEvent == .logout)
        _ = anchor
    }

    @Test(.timeLimit(.minutes(1))) func eventsOfATypeFromAModelTypeComeWithTheSender() async {
        let (counter, anchor) = Counter.make().andAnchor()
        var typed = counter.node.event(ofType: AppEvent.self, fromType: Counter.self).makeAsyncIterator()
        var own = counter.node.event(of: .reachedTen, fromType: Counter.self).makeAsyncIterator()
        var equal = counter.node.event(of: AppEvent.logout, fromType: Counter.self).makeAsyncIterator()
        counter.node.send(.reachedTen)
        counter.node.send(AppEvent.login(user: "ann"))
        counter.node.send(AppEvent.logout)
        let login = await typed.next()
        #expect(login?.event == .login(user: "ann"))
        #expect(login?.model.modelID == counter.modelID)
        #expect(await typed.next()?.event == .logout)
        #expect(await own.next()?.modelID == counter.modelID)
        #expect(await equal.next()?.modelID == counter.modelID)
        _ = anchor
    }

    @Test func relationsPickReceivers() async {
        let log = Log()
        let grandchild = Tracked.tree("grandchild", log: Log())
        let (root, anchor) = Tracked.tree(
            "root", log: Log(), children: [.tree("child", log: Log(), children: [grandchild])]
        )
        .andAnchor()
        let child = root.children[0]
        for (model, name) in [(root, "root"), (child, "child"), (grandchild, "grandchild")] {
            listen(model, as: name, into: log)
        }
        child.node.send(AppEvent.logout, to: .parent)
        await waitUntil { log.all == ["root got logout"] }
        log.removeAll()
        child.node.send(AppEvent.logout, to: .children)
        await waitUntil { log.all == ["grandchild got logout"] }
        log.removeAll()
        grandchild.node.send(AppEvent.logout, to: .ancestors)
        await waitUntil { Set(log.all) == ["root got logout", "child got logout"] }
        log.removeAll()
        child.node.send(AppEvent.logout, to: .self)
        await waitUntil { log.all == ["child got logout"] }
        _ = anchor
    }

    @Test func eventOfMatchesOneEvent() async {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.forEach(counter.node.event(of: .reachedTen)) { counter.note = "ten" }
        counter.node.send(.reset(to: 0))
        counter.node.send(.reachedTen)
        await waitUntil { counter.note == "ten" }
        _ = anchor
    }

    @Test func eventFromTypeCarriesTheSender() async {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make(count: 1), .make(count: 2)]
        parent.node.forEach(parent.node.event(fromType: Counter.self)) { event, counter in
            if case .reset(let value) = event { parent.title += "\(counter.count)->\(value) " }
        }
        parent.list[1].node.send(.reset(to: 0))
        await waitUntil { parent.title == "2->0 " }
        _ = anchor
    }

    @Test func aSharedModelsEventIsDeliveredOnce() async {
        let log = Log()
        let shared = Tracked.tree("shared", log: Log())
        let (root, anchor) = Tracked.tree(
            "root", log: Log(),
            children: [.tree("a", log: Log(), children: [shared]), .tree("b", log: Log(), children: [shared])]
        ).andAnchor()
        listen(root, as: "root", into: log)
        shared.node.send(AppEvent.logout)
        await waitUntil { log.all == ["root got logout"] }
        root.node.send(AppEvent.login(user: "x"), to: .descendants)
        listen(shared, as: "shared", into: log)
        root.node.send(AppEvent.logout, to: .descendants)
        await waitUntil { log.all.filter { $0.hasPrefix("shared") } == ["shared got logout"] }
        _ = anchor
    }

    @Test func dependenciesReceiveEventsOnlyWhenTheRelationNamesThem() async {
        let session = SessionModel()
        let (parent, anchor) = Parent().andAnchor { $0[SessionModel.self] = session }
        _ = parent.session
        let log = Log()
        listen(session, as: "session", into: log)
        parent.node.send(AppEvent.logout, to: .children)
        parent.node.send(AppEvent.login(user: "ann"), to: [.children, .dependencies])
        await waitUntil { log.all == [#"session got login(user: "ann")"#] }
        _ = anchor
    }
}
