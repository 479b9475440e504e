import CooklangCatalog
import RecipeModel
import RecipeNavigation

/// `!` and the Problems screen: opening it, asking the runtime for the doctor's findings, taking them, and Enter's edit.
extension AppState {
    /// What the bottom line says while `!` on the Problems screen has the doctor examine the data again.
    static let examiningAgainNotice = "The doctor is examining the data again…"

    /// `!`: opens the Problems screen on top of the stack; on it, has the doctor examine the data again.
    mutating func showProblems(in environment: AppEnvironment) -> [Effect] {
        let catalog = environment.catalog
        if navigation.visibleRoute == .problems {
            guard let target = Self.doctorTarget(of: catalog) else {
                notice = Self.nothingToExamineNotice
                return []
            }
            if navigation.focus != .detail { navigation.apply(.focus(.detail), in: catalog) }
            notice = Self.examiningAgainNotice
            return [.examineProblems(dataPath: target.path, isCollection: target.isCollection)]
        }
        pushScreen(.problems, in: environment)
        return []
    }

    /// The examination the Problems screen on top needs: when it has no findings on this data, or
    /// only findings from before a reload. Asked after every action, as a detail's load is.
    func problemsExaminationEffects(in environment: AppEnvironment) -> [Effect] {
        guard navigation.visibleRoute == .problems, let target = Self.doctorTarget(of: environment.catalog) else { return [] }
        if let findings = environment.problems, findings.isCurrent, findings.dataPath == target.path { return [] }
        return [.examineProblems(dataPath: target.path, isCollection: target.isCollection)]
    }

    /// Takes the doctor's findings, already in `environment`: the cursor stays on the problem it was on
    /// where the new findings still have it, else on the first of its file, and the bottom line gives
    /// the summary when `!` asked for them.
    mutating func adoptProblems(_ findings: DoctorFindings, from previous: DoctorFindings?, in environment: AppEnvironment) {
        if pendingPlaces[.doctorsReport] != nil {
            // A relaunch's place: once there is a report to find it in, or never, if the screen was left.
            placePending(afterArrivalOf: .doctorsReport, in: environment)
        } else if navigation.visibleRoute == .problems, let previous {
            let before = previous.problems
            if before.indices.contains(detailCursor) {
                let (file, problem) = before[detailCursor]
                let after = findings.problems
                if let same = after.firstIndex(where: { $0.file.file == file.file && $0.problem == problem }) ?? after.firstIndex(where: { $0.file.file == file.file }) {
                    detailCursor = same
                    if let content = detailContent(in: environment) { revealDetailCursor(content) }
                }
            }
        }
        if notice == Self.examiningAgainNotice {
            notice = findings.report?.summary ?? findings.failure.map { "The doctor could not read the data: " + $0 }
        }
        keepCursorsVisible(in: environment)
    }

    /// The file and line Enter (or `e`) opens on the Problems screen: the problem under the cursor's.
    func problemEditRequest(in environment: AppEnvironment) -> (request: EditRequest?, notice: String?) {
        guard let findings = environment.problems else { return (nil, "Nothing to edit yet: the doctor is still examining the data.") }
        guard let content = detailContent(in: environment), isDetailRowInView(detailCursor, of: content),
            let request = findings.editRequest(forProblem: detailCursor)
        else { return (nil, "No problem to edit: the cursor is on none.") }
        return (request, nil)
    }

    /// The data the doctor examines: a collection's folder or the JSON file; nil for a catalog read from neither.
    static func doctorTarget(of catalog: RecipeCatalog) -> (path: String, isCollection: Bool)? {
        if let root = catalog.cooklang?.root { return (root, true) }
        return catalog.dataFilePath.map { ($0, false) }
    }

    static let nothingToExamineNotice = "The doctor has nothing to examine: this catalog was not read from a file or folder."
}

extension DoctorFindings {
    /// Why the doctor could not read the data, when it could not.
    var failure: String? {
        if case .failed(let reason) = outcome { return reason }
        return nil
    }
}
