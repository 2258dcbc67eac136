import ModelRuntime
import ModelTesting
import Testing

@Suite struct ModelTesterTests {
    @Test func assertsStateChanges() async {
        let (app, tester) = App().andTester()
        app.addRow()
        await tester.assert {
            app.rows.count == 1
        }
        app.rows[0].counter.count += 1
        await tester.assert(app.rows[0].counter.count == 1)
    }

    @Test func unassertedChangeFails() async {
        withKnownIssue {
            let (app, tester) = App().andTester()
            app.title = "New"
            _ = tester
        } matching: { issue in
            issue.description.contains("App.title")
        }
    }
}
