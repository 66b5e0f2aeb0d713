import { QUALITY_FLAG_KINDS, type AdminSurveyResult } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../../components/ui/badge';

/** The flags raised on a response, and a researcher's decision, as words (the list's cell). */
export function FlagBadges({ survey }: { survey: AdminSurveyResult }) {
  const { t } = useTranslation('quality');
  const raised = QUALITY_FLAG_KINDS.filter((kind) => survey.flags[kind]);
  if (raised.length === 0 && survey.qualityOverride === null) {
    return <span className="text-slate-700">{t('none')}</span>;
  }
  return (
    <span className="flex flex-wrap gap-1">
      {raised.map((kind) => (
        <Badge key={kind} tone="yellow">
          {t(`kind.${kind}`)}
        </Badge>
      ))}
      {survey.qualityOverride && (
        <Badge tone={survey.qualityOverride === 'keep' ? 'green' : 'red'}>
          {t(`override.state.${survey.qualityOverride}`)}
        </Badge>
      )}
    </span>
  );
}
