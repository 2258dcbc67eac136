import Foundation
@testable import Standups

extension Standup {
    /// Three attendees, two seconds each.
    static let threeForSixSeconds = Standup(
        id: UUID(),
        attendees: [Attendee(id: UUID()), Attendee(id: UUID()), Attendee(id: UUID())],
        duration: .seconds(6))
}

/// The recognizer failing, in tests.
struct RecognitionFailed: Error {}

extension AsyncThrowingStream<SpeechRecognitionResult, any Error> {
    /// A recognizer's results: `transcripts` one after the other, then the
    /// end, or a failure.
    static func heard(_ transcripts: [String], thenFailing fails: Bool = false) -> Self {
        AsyncThrowingStream { continuation in
            for (index, text) in transcripts.enumerated() {
                continuation.yield(
                    SpeechRecognitionResult(
                        bestTranscription: Transcription(formattedString: text), isFinal: index == transcripts.count - 1
                    ))
            }
            continuation.finish(throwing: fails ? RecognitionFailed() : nil)
        }
    }
}
