import Foundation
import ModelRuntime
import Synchronization

extension SpeechClient: DependencyKey {
    /// There is no speech recognizer on Linux: the offline one hears a
    /// sample transcript, a word a second.
    static var liveValue: SpeechClient { .offline() }

    /// A recognizer that needs no microphone: it "hears" `transcript`, one
    /// more word every `pace` on the `continuousClock` dependency of whoever
    /// starts it (all at once when `pace` is nil), then ends; after
    /// `failingAfter` words it fails instead. `status` is the authorization
    /// it reports, and asking for authorization when it is `notDetermined`
    /// grants it.
    static func offline(
        status: SpeechAuthorizationStatus = .authorized,
        transcript: String = sampleTranscript,
        pace: Duration? = .seconds(1),
        failingAfter failure: Int? = nil
    ) -> SpeechClient {
        SpeechClient(
            authorizationStatus: { status },
            requestAuthorization: { status == .notDetermined ? .authorized : status },
            startTask: { request in
                @Dependency(\.continuousClock) var clock
                let words = transcript.split(separator: " ")
                let heard = Mutex(0)
                return AsyncThrowingStream {
                    while true {
                        let count = heard.withLock { $0 }
                        if count == failure { throw SpeechRecognitionFailure() }
                        guard count < words.count else { return nil }
                        if let pace { try await clock.sleep(for: pace) }
                        heard.withLock { $0 = count + 1 }
                        let isFinal = count + 1 == words.count
                        // Without partial results, only the last one is reported.
                        guard request.shouldReportPartialResults || isFinal else { continue }
                        let text = words.prefix(count + 1).joined(separator: " ")
                        return SpeechRecognitionResult(
                            bestTranscription: Transcription(formattedString: text), isFinal: isFinal)
                    }
                }
            })
    }

    /// What the offline recognizer hears by default.
    static let sampleTranscript =
        "Yesterday I finished the schema for the list. Today I am wiring up the recording screen. Nothing is blocking me."
}

/// The offline recognizer failing, as a real one can mid-meeting.
struct SpeechRecognitionFailure: Error, CustomStringConvertible {
    var description: String { "The speech recognizer stopped." }
}
