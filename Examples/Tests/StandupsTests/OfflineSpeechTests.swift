import Foundation
import ModelRuntime
@testable import TestSupport
import Testing
@testable import Standups

/// The speech client Linux runs by default: a recognizer with no
/// microphone, heard on a clock the test moves.
@Suite struct OfflineSpeechTests {
    @Test func itHearsAWordEachSecond() async throws {
        let clock = WatchedClock()
        let client = SpeechClient.offline(transcript: "We shipped it", pace: .seconds(1))
        #expect(client.authorizationStatus() == .authorized)
        let (heardResults, heard) = AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self)
        let listening = Task {
            await withDependencies {
                $0.continuousClock = clock
            } operation: {
                do {
                    for try await result in await client.startTask(SpeechRecognitionRequest()) { heard.yield(result) }
                    heard.finish()
                } catch {
                    heard.finish(throwing: error)
                }
            }
        }
        defer { listening.cancel() }

        var results = heardResults.makeAsyncIterator()
        var transcripts: [String] = []
        for second in 1...3 {
            // The recognizer waits for the next word only once asked for it.
            await clock.waitUntilSleepsBegan(second)
            await clock.advance(by: .seconds(1))
            let result = try #require(try await results.next())
            transcripts.append(result.bestTranscription.formattedString)
            #expect(result.isFinal == (second == 3))
        }
        #expect(transcripts == ["We", "We shipped", "We shipped it"])
        #expect(try await results.next() == nil)
    }

    @Test func withoutPartialResultsOnlyTheLastIsReported() async throws {
        let client = SpeechClient.offline(transcript: "We shipped it", pace: nil)
        let results = await client.startTask(SpeechRecognitionRequest(shouldReportPartialResults: false))
        var heard: [SpeechRecognitionResult] = []
        for try await result in results { heard.append(result) }
        #expect(
            heard == [
                SpeechRecognitionResult(
                    bestTranscription: Transcription(formattedString: "We shipped it"), isFinal: true)
            ])
    }

    @Test func aFailingRecognizerStopsMidSentence() async throws {
        let client = SpeechClient.offline(transcript: "one two three four", pace: nil, failingAfter: 2)
        var heard: [String] = []
        await #expect(throws: SpeechRecognitionFailure.self) {
            for try await result in await client.startTask(SpeechRecognitionRequest()) {
                heard.append(result.bestTranscription.formattedString)
            }
        }
        #expect(heard == ["one", "one two"])
    }

    @Test func authorizationIsAsReportedAndAskingGrantsWhatIsUndecided() async {
        #expect(SpeechClient.offline(status: .denied).authorizationStatus() == .denied)
        #expect(await SpeechClient.offline(status: .restricted).requestAuthorization() == .restricted)
        #expect(await SpeechClient.offline(status: .notDetermined).requestAuthorization() == .authorized)
    }
}
