import { ANSWER_OPTIONS, ITEMS, questionKey } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { TABLE, TD, TH } from '../../../../components/ui/data-table';
import { useLanguage } from '../../../../i18n/use-language';
import type { AdminSurveyResult } from '../api/get-admin-survey';

/** The 24 answers, each with its statement and the chosen option in words. */
export function ResponseAnswers({ survey }: { survey: AdminSurveyResult }) {
  const { t } = useTranslation('admin');
  const { pick } = useLanguage();
  return (
    <table className={TABLE}>
      <caption className="mb-2 text-left text-lg font-semibold text-slate-900">
        {t('surveys.detail.answers')}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={`${TH} w-12`}>
            {t('surveys.detail.number')}
          </th>
          <th scope="col" className={TH}>
            {t('surveys.detail.statement')}
          </th>
          <th scope="col" className={TH}>
            {t('surveys.detail.answer')}
          </th>
        </tr>
      </thead>
      <tbody>
        {ITEMS.map((item) => {
          const value = survey.responses[questionKey(item.id)];
          const option = ANSWER_OPTIONS.find((candidate) => candidate.value === value);
          return (
            <tr key={item.id}>
              <th scope="row" className={`${TD} tabular-nums`}>
                {item.id}
              </th>
              <td className={TD}>{pick(item.text)}</td>
              <td className={TD}>
                {value} {option && `– ${pick(option.label)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
