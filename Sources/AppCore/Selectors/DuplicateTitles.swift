import Foundation

extension AppData {
    /// The projects other than `id` whose title is `title`, ignoring case and the spaces
    /// around it, in list order: a title people would take for the same one.
    ///
    /// Two projects may share a title, but then neither can be named by it in the commands
    /// (`--project Mileage` is refused as ambiguous), so the terminal program and
    /// `projects add/edit` warn when a save makes a title shared.
    ///
    /// ```swift
    /// data.projects(sharingTitle: " mileage", except: nil).map(\.title)   // ["Mileage"]
    /// data.projects(sharingTitle: "Mileage", except: SampleData.mileageID) // []
    /// ```
    public func projects(sharingTitle title: String, except id: ProjectID?) -> [Project] {
        let key = Self.titleKey(title)
        guard !key.isEmpty else { return [] }
        return projectList().filter { $0.id != id && Self.titleKey($0.title) == key }
    }

    /// A title as ``projects(sharingTitle:except:)`` compares it: trimmed and lowercased.
    static func titleKey(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
