import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { EXPORT_FORMATS, useExportSurveys } from '../api/export-surveys';

interface ExportCardProps {
  heading: string;
  description: ReactNode;
  filters: Readonly<Record<string, string | undefined>>;
}

/** CSV and JSON export buttons; both wait while one export runs (SPEC.md section 4). */
export function ExportCard({ heading, description, filters }: ExportCardProps) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const exporting = useExportSurveys(filters, i18n.language.startsWith('en') ? 'en' : 'vi');
  const megabytes = (exporting.received / 1_000_000).toLocaleString(i18n.language, {
    maximumFractionDigits: 1,
  });
  // A 401 ends the session instead (the session provider sees every failure).
  const failed = exporting.isError;
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-slate-700">{description}</p>
      <p className="mt-1 text-slate-700">{t('export.packageContents')}</p>
      <div className="mt-4 flex flex-wrap gap-3" aria-busy={exporting.isPending}>
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            disabled={exporting.isPending && exporting.variables !== format}
            busy={exporting.isPending && exporting.variables === format}
            onClick={() => exporting.mutate(format)}
          >
            {t(`export.${format}`)}
          </Button>
        ))}
      </div>
      <div className="mt-3 min-h-6">
        <p role="status" className="text-sm text-slate-700">
          {exporting.isPending &&
            (exporting.received > 0
              ? t('export.progress', { size: megabytes })
              : t('export.exporting'))}
          {exporting.isSuccess && t('export.done', { filename: exporting.data })}
        </p>
        {failed && (
          <p role="alert" className="font-medium text-red-700">
            {t('export.failed')}
          </p>
        )}
      </div>
    </section>
  );
}
