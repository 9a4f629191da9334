// udf-tui for tests and measurements: the same program with hooks (LabHooks) and two more
// commands (UdfTuiLab). Not a product: nothing ships it.
LabHooks.installFromEnvironment()
UdfTuiLab.runAsMain()
