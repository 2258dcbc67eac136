import Foundation
import ModelRuntime
import Synchronization
import TerminalUI

/// The sign-up flow running: the anchored model, and what only a keyboard
/// host needs (the selected field, and whether keys type into it).
final class OnboardingSession: Sendable {
    /// Keeps the model hierarchy alive as long as the session.
    private let anchor: ModelAnchor<SignUpModel>
    /// Every answer of the sign-up service, for scripts.
    let ledger: SignUpLedger
    /// The host's own state, which no model needs.
    let host = Mutex(Host())

    struct Host {
        /// The selected field, if the step on screen has it; else its first.
        var field: OnboardingField = .email
        /// Whether keys type into the selected field.
        var isTyping = false
    }

    /// A step, as the screen shows it.
    enum Screen {
        case credentials
        case profile
        case review(ReviewStepModel)
        case complete
    }

    /// Starts the flow with the in-memory sign-up service, opening `link`
    /// if there is one. `clock` times the service's answers (the default
    /// is real time).
    convenience init(link: URL? = nil, clock: (any Clock<Duration>)? = nil) {
        self.init(client: .offline(), link: link, clock: clock)
    }

    init(client: SignUpClient, link: URL? = nil, clock: (any Clock<Duration>)? = nil) {
        let ledger = SignUpLedger()
        anchor =
            SignUpModel().andAnchor {
                $0.signUpClient = ledger.tracking(client)
                if let clock { $0.continuousClock = clock }
            }.anchor
        self.ledger = ledger
        if let link { signUp.handleURL(link) }
    }

    /// The root model.
    var signUp: SignUpModel { anchor.model }

    /// The step on screen.
    var screen: Screen {
        if signUp.isComplete { return .complete }
        switch signUp.path.last {
        case nil: return .credentials
        case .profile?: return .profile
        case .review(let review)?: return .review(review)
        }
    }

    /// The fields of the step on screen, top to bottom.
    var fields: [OnboardingField] {
        switch screen {
        case .credentials: [.email, .password, .confirmPassword]
        case .profile: [.username, .bio]
        case .review, .complete: []
        }
    }

    /// The selected field, if the step on screen has fields.
    var selectedField: OnboardingField? {
        let fields = self.fields
        let field = host.withLock { $0.field }
        return fields.contains(field) ? field : fields.first
    }

    /// What `field` holds.
    func value(of field: OnboardingField) -> String {
        switch field {
        case .email: signUp.credentialsModel.email
        case .password: signUp.credentialsModel.password
        case .confirmPassword: signUp.credentialsModel.confirmPassword
        case .username: signUp.profileModel.username
        case .bio: signUp.profileModel.bio
        }
    }

    /// Writes `field`, as typing into it does.
    func setValue(_ value: String, of field: OnboardingField) {
        switch field {
        case .email: signUp.credentialsModel.email = value
        case .password: signUp.credentialsModel.password = value
        case .confirmPassword: signUp.credentialsModel.confirmPassword = value
        case .username: signUp.profileModel.username = value
        case .bio: signUp.profileModel.bio = value
        }
    }

    /// Performs `command` at once.
    func perform(_ command: OnboardingCommand) {
        switch command {
        case .selectPrevious, .selectNext:
            let fields = self.fields
            guard let field = selectedField, let index = fields.firstIndex(of: field) else { return }
            let next = command == .selectPrevious ? max(index - 1, 0) : min(index + 1, fields.count - 1)
            host.withLock { $0.field = fields[next] }
        case .edit:
            if let field = selectedField { host.withLock { $0 = Host(field: field, isTyping: true) } }
        case .type(let input):
            guard let field = selectedField, host.withLock({ $0.isTyping }) else { return }
            switch input {
            case .done, .cancel: host.withLock { $0.isTyping = false }
            case .insert, .deleteBackward: setValue(value(of: field).applying(input), of: field)
            }
        case .set(let field, let value):
            if fields.contains(field) { setValue(value, of: field) }
        case .continue:
            switch screen {
            case .credentials: signUp.credentialsModel.continueTapped()
            case .profile: signUp.profileModel.continueTapped()
            case .review(let review): review.submitTapped()
            case .complete: break
            }
        case .back:
            if !signUp.isComplete, !signUp.path.isEmpty { signUp.path.removeLast() }
        case .startOver:
            signUp.startOver()
            host.withLock { $0 = Host() }
        case .open(let url):
            signUp.handleURL(url)
        }
    }
}
