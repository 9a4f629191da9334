extension DevTools {
    /// Where the log stands, for viewers.
    public func status(name: String) -> DevToolsStatus {
        inner.withLock { inner in
            let position: Int? = if case .past(let index) = inner.position { index } else { nil }
            return DevToolsStatus(name: name, first: inner.log.firstIndex, end: inner.log.endIndex, position: position,
                                  skipped: inner.log.skipped.sorted(), marks: inner.marks.filter { $0.at >= inner.log.firstIndex })
        }
    }

    /// Answers one viewer request: what the socket server runs for each line it reads. A
    /// refused request changes nothing and says why.
    public func answer(_ request: DevToolsRequest, name: String) -> DevToolsReply {
        var reply = DevToolsReply(id: request.id)
        switch request.op {
        case .hello:
            guard let version = request.version, version >= 1 else { return refuse(request, "hello needs the viewer's protocol version") }
            reply.version = DevToolsProtocol.version
            reply.status = status(name: name)
        case .status, .subscribe:
            reply.status = status(name: name)
        case .entries:
            let limit = min(max(request.limit ?? 500, 0), 500)
            reply.entries = entries(from: request.from ?? indices.lowerBound, limit: limit)
        case .changes:
            guard let index = request.index, let changes = changes(at: index) else { return refuse(request, missing(request.index)) }
            reply.changes = changes
        case .jump:
            guard let index = request.index, jump(to: index) else { return refuse(request, missing(request.index)) }
            reply.status = status(name: name)
        case .present:
            returnToPresent()
            reply.status = status(name: name)
        case .skip:
            guard let index = request.index, let skipped = request.skipped else { return refuse(request, "skip needs an index and skipped: true or false") }
            guard setSkipped(index, skipped) else { return refuse(request, missing(index)) }
            reply.status = status(name: name)
        case .recording:
            guard let data = try? recording(initialStateReference: recordingReference) else { return refuse(request, "the recording cannot be written") }
            reply.recording = String(decoding: data, as: UTF8.self)
        case .mark:
            guard let label = request.label, !label.isEmpty else { return refuse(request, "mark needs a label") }
            mark(label)
            reply.status = status(name: name)
        }
        return reply
    }

    private func refuse(_ request: DevToolsRequest, _ reason: String) -> DevToolsReply {
        DevToolsReply(id: request.id, ok: false, error: reason)
    }

    private func missing(_ index: Int?) -> String {
        guard let index else { return "this request needs an index" }
        let kept = indices
        return kept.isEmpty ? "no action is recorded yet" : "action \(index) is not kept (kept: \(kept.lowerBound)…\(kept.upperBound - 1))"
    }
}
