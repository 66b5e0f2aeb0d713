import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/** One click to the browser's print dialog, where "Save as PDF" is a destination. */
export function PrintButton() {
  const { t } = useTranslation('reports');
  return (
    <Button className="print:hidden" onClick={() => window.print()}>
      {t('print')}
    </Button>
  );
}
