import { useTranslation } from 'react-i18next';
import { CARD } from '../../components/styles';

/** A tab whose figures are still to come. */
export function UpcomingTab() {
  const { t } = useTranslation('admin');
  return <p className={`max-w-2xl ${CARD} text-slate-700`}>{t('placeholder.comingSoon')}</p>;
}
