/*
 * What a reader can work out from published sums (issue 28): a hidden value is recoverable when
 * some linear combination of the published equations gives it, that is when its vector lies in
 * their row space. The tests of linked suppression play every table a scoped account may read
 * against this; nothing in the product needs it at run time.
 */

/** The rank of a matrix of small integers, by Gaussian elimination. */
function rank(rows: readonly (readonly number[])[]): number {
  const matrix = rows.map((row) => [...row]);
  const width = matrix[0]?.length ?? 0;
  let found = 0;
  for (let column = 0; column < width && found < matrix.length; column += 1) {
    let pivot = found;
    for (let r = found + 1; r < matrix.length; r += 1) {
      if (Math.abs(matrix[r]![column]!) > Math.abs(matrix[pivot]![column]!)) pivot = r;
    }
    if (Math.abs(matrix[pivot]![column]!) < 1e-9) continue;
    [matrix[found], matrix[pivot]] = [matrix[pivot]!, matrix[found]!];
    for (let r = 0; r < matrix.length; r += 1) {
      if (r === found) continue;
      const factor = matrix[r]![column]! / matrix[found]![column]!;
      for (let c = column; c < width; c += 1) matrix[r]![c]! -= factor * matrix[found]![c]!;
    }
    found += 1;
  }
  return found;
}

/**
 * Whether `target` (a vector over the hidden unknowns) is a linear combination of the `known`
 * equations' vectors, i.e. whether its value can be worked out from theirs.
 */
export function isRecoverable(known: readonly (readonly number[])[], target: readonly number[]) {
  return rank([...known, target]) === rank(known);
}
