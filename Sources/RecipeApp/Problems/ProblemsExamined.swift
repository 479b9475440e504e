/// The doctor's new findings as `Action.problemsExamined` hands them to the update: the environment
/// that holds them, to draw from now on (the runtime's, with its memos), as a reload hands its own.
package struct ProblemsExamined: Hashable, Sendable {
    package var environment: AppEnvironment

    package init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The findings the environment holds.
    package var findings: DoctorFindings? { environment.problems }

    /// Two are the same when they bring the same environment (the same one, with its memos), as `DataReload` compares.
    package static func == (lhs: ProblemsExamined, rhs: ProblemsExamined) -> Bool {
        lhs.environment.memos === rhs.environment.memos
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(environment.memos))
    }
}
