import Foundation

/// The folder of the package that holds `folder`: the nearest with a
/// `Package.swift`, `folder` itself or one above it (never the file
/// system's root); `nil` outside a package.
func findPackageRoot(of folder: URL) -> URL? {
    var candidate = folder.standardizedFileURL
    while candidate.pathComponents.count > 1 {
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
            return candidate
        }
        candidate = candidate.deletingLastPathComponent()
    }
    return nil
}
