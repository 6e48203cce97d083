/// Builds a parameter summary from one `Summary`, `When` or `Switch`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent> where Intent: AppIntent {
  /// A summary stands for itself.
  public static func buildExpression<Summary>(_ expression: Summary) -> Summary
  where Intent == Summary.Intent, Summary: ParameterSummary {
    expression
  }

  /// The one summary of the block.
  public static func buildBlock<Summary>(_ block: Summary) -> Summary
  where Intent == Summary.Intent, Summary: ParameterSummary {
    block
  }
}
