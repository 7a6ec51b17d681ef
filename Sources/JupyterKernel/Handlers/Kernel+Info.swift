import JupyterEngine

/// `kernel_info_request`, `connect_request` and `comm_info_request`.
extension Kernel {
    func kernelInfo(_ request: Message) -> HandlerResult {
        let language = engineInfo.languageInfo
        return .reply([
            "status": "ok",
            "protocol_version": .string(MessageHeaderFactory.protocolVersion),
            "implementation": .string(configuration.implementationName),
            "implementation_version": .string(configuration.implementationVersion),
            "language_info": [
                "name": .string(language.name),
                "version": .string(language.version),
                "mimetype": .string(language.mimeType),
                "file_extension": .string(language.fileExtension),
                "codemirror_mode": .string(language.codemirrorMode),
                "pygments_lexer": .string(language.pygmentsLexer),
                "nbconvert_exporter": "script",
            ],
            "banner": .string(engineInfo.banner),
            "help_links": .array(engineInfo.helpLinks.map { ["text": .string($0.text), "url": .string($0.url)] }),
            "debugger": .bool(engineInfo.hasDebugger),
            "supported_features": engineInfo.hasDebugger ? ["debugger"] : [],
        ])
    }

    func connectInfo(_ request: Message) -> HandlerResult {
        let connection = configuration.connection
        return .reply([
            "status": "ok",
            "shell_port": .int(connection.shellPort),
            "iopub_port": .int(connection.iopubPort),
            "stdin_port": .int(connection.stdinPort),
            "control_port": .int(connection.controlPort),
            "hb_port": .int(connection.heartbeatPort),
        ])
    }

    func commInfo(_ request: Message) -> HandlerResult {
        .reply(["status": "ok", "comms": .object(comms.info(targetName: request.content["target_name"]?.stringValue))])
    }
}
