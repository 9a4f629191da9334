print("udf-tui: the terminal program arrives with issue 6; run `swift test` meanwhile.")
