import RecipeApp

/// How the runtime has the doctor examine the data for the Problems screen: on the examiner's thread,
/// the findings answered with an action that carries the environment holding them.
extension Runtime {
    /// Carries out `Effect.examineProblems`: on the examiner's thread, else (no thread to be had) at once.
    func examineProblems(dataPath: String, isCollection: Bool) {
        // Which load of the data the examination is for: a reload brings a new index.
        let load = ObjectIdentifier(environment.catalog.index)
        if problemsExaminer?.start(dataPath: dataPath, isCollection: isCollection, load: load) != true {
            adoptProblems(ProblemsExaminer.examine(dataPath: dataPath, isCollection: isCollection))
        }
    }

    /// Takes the findings of a finished examination; returns true when the screen needs painting.
    func takeExaminedProblems() -> Bool {
        guard let findings = problemsExaminer?.takeFinished() else { return false }
        adoptProblems(findings)
        return true
    }

    /// Applies the findings, the environment to draw from now on holding them.
    private func adoptProblems(_ findings: DoctorFindings) {
        apply(.problemsExamined(ProblemsExamined(environment: environment.replacing(problems: findings))))
    }
}
