import Foundation
import Testing

/// A change the form refuses is not written (issue 24 §1): the units of a project whose timer
/// runs cannot become something that is not time, on the screen and in the file alike.
@Suite(.serialized, .onOwnThread) struct RefusedEditTmuxTests {
    struct Listed: Decodable, Equatable {
        let title: String
        let units: String
    }

    @Test func unitsTheFormRefusesAreNotWrittenToTheFile() throws {
        // Given a project counting hours, whose timer runs
        let session = try TmuxSession()
        for arguments in [["projects", "add", "--title", "Hours", "--units", "h", "--frequency", "daily"], ["timer", "start", "--project", "Hours"]] {
            let result = try Shell.run(Program.path, arguments + ["--db", session.database])
            try #require(result.status == 0, "\(arguments): \(result.error)")
        }
        try session.startProgram()
        session.waitFor(text: "Hours")
        // When its units are changed to km in the form, refused, and the edit discarded
        try session.keys("e")
        session.waitFor(text: "Edit “Hours”")
        try session.keys("Tab", "C-u")
        try session.literal("km")
        try session.keys("Enter")
        session.waitFor(text: "Stop the timer first: km is not a unit of time.")
        try session.keys("Escape")
        session.waitFor(text: "Discard")
        try session.keys("y")
        session.waitFor("the list again") { !$0.contains("Edit “Hours”") && $0.contains("Hours") }
        try session.quitFromTheList()
        // Then the file still says h, at version 1: nothing was written
        #expect(try Program.json([Listed].self, "projects", "list", "--json", "--db", session.database) == [Listed(title: "Hours", units: "h")])
        let export = try Shell.run(Program.path, ["export", "--format", "json", "--db", session.database])
        let document = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any]
        let project = (document?["projects"] as? [[String: Any]])?.first
        #expect(project?["units"] as? String == "h")
        #expect(project?["version"] == nil, "the project's version moved to \(project?["version"] ?? "")")
    }
}
