import AppCore
import ArgumentParser

/// `--project P`, naming a project by id or by a title only one project has.
struct ProjectOption: ParsableArguments {
    @Option(help: "The project: its id, or its title if no other project has it.")
    var project: String

    /// The project named in `data`.
    func resolve(in data: AppData) throws(CommandError) -> Project {
        try ProjectReference.resolve(project, in: data)
    }
}
