import type { Locale, QualityThresholds } from '@prca/core';
import { qualityRuleR } from './quality-rule';
import { codeLabels } from './distinct-labels';
import { SCALES, type Variable } from './variables';

/** An R string literal in ASCII: every other character as \uXXXX, whatever R's locale. */
function rString(text: string): string {
  let out = '"';
  for (const char of text.replace(/[\r\n]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else
      out +=
        code > 0xffff ? `\\U{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

const rVector = (values: readonly string[]) => `c(${values.map(rString).join(', ')})`;

/** The coded answers q1…q24 stay numbers (they are summed); every other coded variable is a factor. */
const staysNumeric = (variable: Variable) =>
  variable.measurement === 'scale' || /^q\d+$/.test(variable.name);

/** R's reading of each moment: Date, POSIXct in UTC; a time of day stays text (base R has no type for it). */
const MOMENT_READERS: Partial<Record<Variable['type'], (column: string) => string>> = {
  date: (column) => `as.Date(${column}, format = "%Y-%m-%d")`,
  datetime: (column) => `as.POSIXct(${column}, tz = "UTC", format = "%Y-%m-%d %H:%M:%OS")`,
};

/**
 * prca24.R: reads data.csv (and free_text.csv) into a data frame whose coded variables are
 * factors labelled in `locale`, except q1…q24, which stay numbers with their value labels as a
 * "labels" attribute (haven's convention); dates are Date and date-times POSIXct; each
 * variable's label is its "label" attribute. Then prints psych::alpha of the total and each
 * context on the oriented items, with psych's warnings.
 */
export function rScript(
  variables: readonly Variable[],
  locale: Locale,
  thresholds: QualityThresholds,
): string {
  const coded = variables.filter((variable) => variable.codes && variable.codes.length > 0);
  const labelsOf = (variable: Variable) => rVector(codeLabels(variable.codes!, locale));
  const factors = coded
    .filter((variable) => !staysNumeric(variable))
    .map((variable) => {
      const codes = variable.codes!;
      // levels are the codes and the labels all differ: factor() merges codes whose labels are
      // equal (two schools' "10A1" would become one class), so codeLabels never gives it two.
      return `prca24$${variable.name} <- factor(prca24$${variable.name}, levels = c(${codes.map((code) => code.code).join(', ')}), labels = ${labelsOf(variable)}${variable.measurement === 'ordinal' ? ', ordered = TRUE' : ''})`;
    });
  // Integer codes, as read.csv reads the column: haven's labelled() wants labels of its type.
  const valueLabels = coded
    .filter(staysNumeric)
    .map(
      (variable) =>
        `attr(prca24$${variable.name}, "labels") <- setNames(c(${variable.codes!.map((code) => `${code.code}L`).join(', ')}), ${labelsOf(variable)})`,
    );
  const moments = variables.flatMap((variable) => {
    const reader = MOMENT_READERS[variable.type];
    return reader ? [`prca24$${variable.name} <- ${reader(`prca24$${variable.name}`)}`] : [];
  });
  return `# PRCA-24 analysis package: run with  Rscript prca24.R  in the folder of data.csv.
# Needs the psych package: install.packages("psych") (Debian: apt install r-cran-psych).
# Labels are in ${locale === 'vi' ? 'Vietnamese' : 'English'}; codebook.md has both languages.
# The answers q1..q24 stay numbers (1 = strongly agree ... 5 = strongly disagree), so that
# they can be summed, with their value labels in attr(, "labels") (haven's convention:
# haven::labelled(prca24$q1, attr(prca24$q1, "labels")) makes one a labelled vector); o1..o24
# are oriented so that higher means more apprehension.

prca24 <- read.csv("data.csv", fileEncoding = "UTF-8-BOM", encoding = "UTF-8",
                   na.strings = "", stringsAsFactors = FALSE, check.names = FALSE)
free_text <- read.csv("free_text.csv", fileEncoding = "UTF-8-BOM", encoding = "UTF-8",
                      na.strings = "", stringsAsFactors = FALSE, colClasses = "character")
prca24$causes_other_text <- free_text$causes_other_text[match(prca24$id, free_text$id)]

# Dates as Date, date-times as POSIXct (UTC); local_time stays "hh:mm:ss".
${moments.join('\n')}

${qualityRuleR(thresholds)}
${factors.join('\n')}

${valueLabels.join('\n')}

variable_labels <- list(
${variables.map((variable) => `  ${variable.name} = ${rString(variable.label[locale])}`).join(',\n')}
)
for (name in names(variable_labels)) attr(prca24[[name]], "label") <- variable_labels[[name]]

if (!requireNamespace("psych", quietly = TRUE)) {
  stop("The psych package is missing: install.packages(\\"psych\\") or apt install r-cran-psych")
}
scales <- list(
${SCALES.map((scale) => `  ${scale.name} = ${rVector(scale.columns)}`).join(',\n')}
)
# psych's warnings (an item correlating negatively with its scale, say) are printed: they are
# part of the result.
for (scale in names(scales)) {
  result <- psych::alpha(prca24[, scales[[scale]]], check.keys = FALSE)
  cat(sprintf("alpha %s %.10f (n = %d)\\n", scale, result$total$raw_alpha,
              sum(complete.cases(prca24[, scales[[scale]]]))))
}
`;
}
