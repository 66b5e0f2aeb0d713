import type { MethodWarningReply } from '@prca/core';
import { useTranslation } from 'react-i18next';

/** What a methodologist would say beside the figures (none: nothing is shown). */
export function MethodWarnings({ warnings }: { warnings: readonly MethodWarningReply[] }) {
  const { t } = useTranslation(['statistics', 'analytics']);
  if (warnings.length === 0) return null;
  const scale = (name: string) =>
    name === 'total' ? t('scores.total') : t(`analytics:categories.${name}`);
  const text = (warning: MethodWarningReply) => {
    switch (warning.code) {
      case 'unstableAlpha':
        return t('warnings.unstableAlpha', {
          n: warning.sampleSize,
          minimum: warning.minimumSampleSize,
        });
      case 'possiblyMiskeyed':
        return t('warnings.possiblyMiskeyed', {
          questions: warning.questionNumbers.join(', '),
        });
      case 'subscaleAlphasLower':
        return t('warnings.subscaleAlphasLower', {
          contexts: warning.subscales.map(scale).join(', '),
        });
      case 'heywoodCase':
        return t('warnings.heywoodCase', {
          scale: scale(warning.scale),
          questions: warning.questionNumbers.join(', '),
        });
    }
  };
  return (
    <section
      aria-labelledby="method-warnings"
      className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-4"
    >
      <h2 id="method-warnings" className="font-semibold text-slate-900">
        {t('warnings.title')}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        {warnings.map((warning) => (
          <li key={warning.code} data-testid={`warning-${warning.code}`}>
            {text(warning)}
          </li>
        ))}
      </ul>
    </section>
  );
}
