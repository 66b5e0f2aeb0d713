import { glossaryViolations, type SourceText } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { packageVariables } from './variables';

/** Every label SPSS and R show, as the texts one language each. */
function packageTexts(): SourceText[] {
  const variables = packageVariables({ schools: [], classes: [], waves: [] });
  return variables.flatMap((variable) =>
    (['en', 'vi'] as const).flatMap((language) => [
      { where: `package:${variable.name}`, language, text: variable.label[language] },
      ...(variable.codes ?? []).map((code) => ({
        where: `package:${variable.name}.${code.code}`,
        language,
        text: code.label[language],
      })),
      ...(variable.missing
        ? [
            {
              where: `package:${variable.name}.missing`,
              language,
              text: variable.missing[language],
            },
          ]
        : []),
    ]),
  );
}

describe('the analysis package’s labels', () => {
  it('use only the glossary terms and the textbook tone marks', () => {
    expect(glossaryViolations(packageTexts())).toEqual([]);
  });
});
