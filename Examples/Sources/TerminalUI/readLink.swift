import Foundation

/// A `--open` value read as a link: a URL with a scheme.
///
/// - Throws: ``AppCommandLineError`` when it isn't one.
public func readLink(_ text: String) throws -> URL {
    guard let url = URL(string: text), url.scheme != nil else { throw AppCommandLineError("'\(text)' isn't a link") }
    return url
}
