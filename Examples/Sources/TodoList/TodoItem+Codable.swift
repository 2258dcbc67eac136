import ModelRuntime

extension TodoItem: Codable {
    private enum CodingKeys: String, CodingKey { case title, isDone }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(String.self, forKey: .title),
            isDone: try container.decodeIfPresent(Bool.self, forKey: .isDone) ?? false)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(isDone, forKey: .isDone)
    }
}
