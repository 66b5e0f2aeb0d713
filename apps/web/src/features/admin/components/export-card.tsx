import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS } from '../api/export-surveys';
import { useSurveyExport } from '../api/use-survey-export';
import { Spinner } from './spinner';
import { CARD, SECONDARY_BUTTON } from './styles';

interface ExportCardProps {
  heading: string;
  description: ReactNode;
  filters: Readonly<Record<string, string | undefined>>;
}

/** CSV and JSON export buttons; both wait while one export runs (SPEC.md section 4). */
export function ExportCard({ heading, description, filters }: ExportCardProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { state, exporting, exportAs } = useSurveyExport(filters);
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-slate-700">{description}</p>
      <div className="mt-4 flex flex-wrap gap-3" aria-busy={exporting}>
        {EXPORT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            disabled={exporting}
            onClick={() => void exportAs(format)}
            className={SECONDARY_BUTTON}
          >
            {state.status === 'exporting' && state.format === format && <Spinner />}
            {t(`export.${format}`)}
          </button>
        ))}
      </div>
      <div className="mt-3 min-h-6">
        <p role="status" className="text-sm text-slate-700">
          {exporting && t('export.exporting')}
          {state.status === 'done' && t('export.done', { filename: state.filename })}
        </p>
        {state.status === 'failed' && (
          <p role="alert" className="font-medium text-red-700">
            {t('export.failed')}
          </p>
        )}
      </div>
    </section>
  );
}
