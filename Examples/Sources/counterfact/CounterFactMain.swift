import CounterFactTerminal

/// The entry point. The command itself lives in CounterFactTerminal, where
/// tests can reach it; an async `main` makes the call pick ArgumentParser's
/// async `main()`, which runs its async `run()`.
@main
enum CounterFactMain {
    static func main() async {
        await CounterFactCLI.main()
    }
}
