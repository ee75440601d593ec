/// A value a statement parameter takes, so that ``Statement/bind(_:)`` binds a whole row in
/// one call; `nil` binds SQL NULL.
protocol StatementValue {
    func bind(to statement: Statement, at index: Int32) throws
}

extension Int64: StatementValue {
    func bind(to statement: Statement, at index: Int32) throws { try statement.bind(self, at: index) }
}

extension Int: StatementValue {
    func bind(to statement: Statement, at index: Int32) throws { try statement.bind(self, at: index) }
}

extension String: StatementValue {
    func bind(to statement: Statement, at index: Int32) throws { try statement.bind(self, at: index) }
}

extension Optional: StatementValue where Wrapped: StatementValue {
    func bind(to statement: Statement, at index: Int32) throws {
        guard let value = self else { return try statement.bindNull(at: index) }
        try value.bind(to: statement, at: index)
    }
}
