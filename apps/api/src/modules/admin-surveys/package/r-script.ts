import type { Locale, QualityThresholds } from '@prca/core';
import { qualityRuleR } from './quality-rule';
import { codeLabels } from './distinct-labels';
import { CHANGE_SCORE_COLUMNS } from './change-variables';
import { SCALES, type VariableInfo } from './variables';

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
const staysNumeric = (variable: VariableInfo) =>
  variable.measurement === 'scale' || /^q\d+$/.test(variable.name);

/** R's reading of each moment: Date, POSIXct in UTC; a time of day stays text (base R has no type for it). */
const MOMENT_READERS: Partial<Record<VariableInfo['type'], (column: string) => string>> = {
  date: (column) => `as.Date(${column}, format = "%Y-%m-%d")`,
  datetime: (column) => `as.POSIXct(${column}, tz = "UTC", format = "%Y-%m-%d %H:%M:%OS")`,
};

/**
 * The labelling of one data frame read from a CSV file of the package: its coded variables
 * factors labelled in `locale`, except q1…q24, which stay numbers with their value labels as a
 * "labels" attribute (haven's convention); each variable's label its "label" attribute.
 */
function labelling(frame: string, variables: readonly VariableInfo[], locale: Locale) {
  const coded = variables.filter((variable) => variable.codes && variable.codes.length > 0);
  const labelsOf = (variable: VariableInfo) => rVector(codeLabels(variable.codes!, locale));
  const factors = coded
    .filter((variable) => !staysNumeric(variable))
    .map((variable) => {
      const codes = variable.codes!;
      // levels are the codes and the labels all differ: factor() merges codes whose labels are
      // equal (two schools' "10A1" would become one class), so codeLabels never gives it two.
      return `${frame}$${variable.name} <- factor(${frame}$${variable.name}, levels = c(${codes.map((code) => code.code).join(', ')}), labels = ${labelsOf(variable)}${variable.measurement === 'ordinal' ? ', ordered = TRUE' : ''})`;
    });
  // Integer codes, as read.csv reads the column: haven's labelled() wants labels of its type.
  const valueLabels = coded
    .filter(staysNumeric)
    .map(
      (variable) =>
        `attr(${frame}$${variable.name}, "labels") <- setNames(c(${variable.codes!.map((code) => `${code.code}L`).join(', ')}), ${labelsOf(variable)})`,
    );
  const variableLabels = `list(
${variables.map((variable) => `  ${variable.name} = ${rString(variable.label[locale])}`).join(',\n')}
)`;
  return { factors, valueLabels, variableLabels };
}

/**
 * The paired t-tests of change.csv (issue 32), when the package has it: each wave pair's, each
 * score's t.test(after, before, paired = TRUE), then the frame labelled as prca24 is.
 */
function changeSection(change: readonly VariableInfo[], locale: Locale): string {
  const { factors, variableLabels } = labelling('change', change, locale);
  return `# change.csv: one row per student matched between two consecutive waves (codebook.md).
# A package without matched students has no change.csv, and this part says so and stops.
if (file.exists("change.csv")) {
  change <- read.csv("change.csv", fileEncoding = "UTF-8-BOM", encoding = "UTF-8",
                     na.strings = "", stringsAsFactors = FALSE, check.names = FALSE)
  change_scores <- list(
${CHANGE_SCORE_COLUMNS.map((column) => `    ${column.column} = ${rVector([column.before, column.after])}`).join(',\n')}
  )
  # Later minus earlier wave: a negative change is less apprehension.
  wave_pairs <- unique(change[, c("from_wave", "to_wave")])
  for (i in seq_len(nrow(wave_pairs))) {
    rows <- change$from_wave == wave_pairs$from_wave[i] & change$to_wave == wave_pairs$to_wave[i]
    for (score in names(change_scores)) {
      before <- change[rows, change_scores[[score]][1]]
      after <- change[rows, change_scores[[score]][2]]
      result <- tryCatch(t.test(after, before, paired = TRUE), error = function(e) e)
      if (inherits(result, "error")) {
        cat(sprintf("paired %s wave %d -> %d: %s (n = %d)\\n", score, wave_pairs$from_wave[i],
                    wave_pairs$to_wave[i], conditionMessage(result), sum(rows)))
      } else {
        cat(sprintf("paired %s wave %d -> %d t = %.6f df = %d p = %.6g mean change = %.6f (n = %d)\\n",
                    score, wave_pairs$from_wave[i], wave_pairs$to_wave[i], result$statistic,
                    as.integer(result$parameter), result$p.value, result$estimate, sum(rows)))
      }
    }
  }
${factors.map((line) => `  ${line}`).join('\n')}
  change_labels <- ${variableLabels.replaceAll('\n', '\n  ')}
  for (name in names(change_labels)) attr(change[[name]], "label") <- change_labels[[name]]
} else {
  cat("No change.csv: no student was matched between two consecutive waves in this package.\\n")
}
`;
}

/**
 * prca24.R: reads data.csv (and free_text.csv) into a data frame whose coded variables are
 * factors labelled in `locale`, except q1…q24, which stay numbers with their value labels as a
 * "labels" attribute (haven's convention); dates are Date and date-times POSIXct; each
 * variable's label is its "label" attribute. Then prints psych::alpha of the total and each
 * context on the oriented items, with psych's warnings, and the paired t-tests of change.csv
 * (`change`, its variables) when the package has it.
 */
export function rScript(
  variables: readonly VariableInfo[],
  locale: Locale,
  thresholds: QualityThresholds,
  change: readonly VariableInfo[],
): string {
  const { factors, valueLabels, variableLabels } = labelling('prca24', variables, locale);
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

variable_labels <- ${variableLabels}
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

${changeSection(change, locale)}`;
}
