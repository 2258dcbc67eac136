extension FactPromptModel {
    /// Replaces the fact with another one about the same number, showing
    /// `isLoading` while it is fetched.
    func getAnotherFactButtonTapped() {
        node.task {
            isLoading = true
            defer { isLoading = false }
            fact = try await factClient.fetch(count)
        } catch: { _ in
        }
    }

    /// Closes the prompt.
    func dismissTapped() {
        onDismiss()
    }
}
