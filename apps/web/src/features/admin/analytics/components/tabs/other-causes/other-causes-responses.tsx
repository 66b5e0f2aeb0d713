import type { OtherCausesAnalytics } from '@prca/core';
import { useState } from 'react';
import { Button } from '../../../../../../components/ui/button';
import { CARD } from '../../../../../../components/ui/card';
import { useTabTexts } from '../../../hooks/use-tab-texts';
import { EmptyNote } from '../../../../shared/components/empty-note';
import { Section } from '../../section';

/*
 * The reply holds up to a thousand texts; laying out all of them at once takes seconds on a
 * school laptop or phone, so they are shown a page at a time.
 */
const RESPONSES_PER_PAGE = 50;

/** Every text, with who wrote it, a page at a time. */
export function OtherCausesResponses({ data }: { data: OtherCausesAnalytics }) {
  const { t, format, option } = useTabTexts();
  const [shownCount, setShownCount] = useState(RESPONSES_PER_PAGE);
  const responses = data.allResponses.slice(0, shownCount);
  const hidden = data.allResponses.length - responses.length;
  return (
    <Section title={t('othercauses.responses')}>
      {responses.length === 0 ? (
        <EmptyNote>{t('othercauses.noResponses')}</EmptyNote>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="other-causes-showing">
            {t('othercauses.showing', {
              shown: format.integer(responses.length),
              total: format.integer(data.totalResponses),
            })}
          </p>
          <ul className="space-y-3">
            {responses.map((response) => (
              <li key={response.id} className={CARD}>
                <p className="whitespace-pre-line text-slate-900">{response.text}</p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  {(
                    [
                      [t('othercauses.fields.date'), response.formattedDate],
                      [t('table.gender'), option('gender', response.gender)],
                      [t('table.grade'), option('grade', response.grade)],
                      [t('othercauses.fields.score'), format.integer(response.score)],
                      [
                        t('othercauses.fields.length'),
                        t('othercauses.characters', { value: format.integer(response.length) }),
                      ],
                      [t('table.awareness'), option('awareness', response.awareness)],
                      [t('table.impact'), option('impact', response.impact)],
                      [t('othercauses.fields.id'), response.id],
                    ] as const
                  ).map(([term, value]) => (
                    <div key={term} className="min-w-0">
                      <dt className="text-slate-700">{term}</dt>
                      <dd className="font-medium break-words text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <Button
              variant="secondary"
              onClick={() => setShownCount((count) => count + RESPONSES_PER_PAGE)}
            >
              {t('othercauses.showMore', {
                number: format.integer(Math.min(hidden, RESPONSES_PER_PAGE)),
              })}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
