import type { School, ListedClass, Wave } from '@prca/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CARD } from '../../../../components/ui/card';
import { ErrorNote } from '../../../../components/ui/feedback';
import { SelectField } from '../../../../components/ui/text-field';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { classEntity } from '../../shared/study/study-entities';
import { useRemove, useUpdate } from '../api/study-mutations';
import { labelledClasses } from '../../shared/study/class-order';
import { AddClassesForm } from './add-classes-form';
import { ClassesTable } from './classes-table';
import { useDeleteConfirm } from './delete-confirm';
import { useRename } from './rename-dialog';

/**
 * The classes of one school at a time (a school has 30–50; the study, thousands). The school
 * chosen is kept in the address, so the sheets' Back link and a reload return to it.
 */
export function ClassesPanel({
  schools,
  waves,
  classes,
  studyParentalConsent,
}: {
  schools: readonly School[];
  waves: readonly Wave[];
  classes: readonly ListedClass[];
  /** The study's parents' consent, which a class without its own follows; undefined: unknown. */
  studyParentalConsent: boolean | null | undefined;
}) {
  const { t } = useTranslation('study');
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  // The school chosen shows at once: the address changes in a transition, rendered late on a busy
  // phone, and the form below (keyed by school) would then be made anew, losing classes typed
  // into it meanwhile.
  const [picked, setPicked] = useState<string | null>(null);
  const chosenId = picked ?? params.get('school');
  const school = schools.find((candidate) => candidate.id === chosenId) ?? schools[0];
  const update = useUpdate(classEntity);
  const updateError = useFailureText(update.error);
  const deletion = useDeleteConfirm<ListedClass>('classes', useRemove(classEntity));
  const rename = useUpdate(classEntity);
  const renaming = useRename<ListedClass>('classes', rename, (studyClass, name, done) =>
    rename.mutate({ id: studyClass.id, changes: { name } }, { onSuccess: done }),
  );
  const shown = labelledClasses(classes.filter((studyClass) => studyClass.schoolId === school?.id));

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('classes.heading')}
      </h2>
      {!school || waves.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('classes.needSchoolAndWave')}</p>
      ) : (
        <div className="mt-4 space-y-4">
          <SelectField
            className="max-w-md"
            label={t('classes.school')}
            value={school.id}
            onChange={(event) => {
              setPicked(event.target.value);
              setParams({ school: event.target.value }, { replace: true });
            }}
          >
            {schools.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </SelectField>
          <AddClassesForm key={school.id} school={school} waves={waves} />
          <ErrorNote message={updateError} />
          {shown.length === 0 ? (
            <p className="text-slate-700">{t('classes.none', { school: school.name })}</p>
          ) : (
            <ClassesTable
              classes={shown}
              studyParentalConsent={studyParentalConsent}
              busyId={update.isPending ? (update.variables?.id ?? null) : null}
              onToggleOpen={(studyClass) =>
                update.mutate({ id: studyClass.id, changes: { open: !studyClass.open } })
              }
              onParentalConsent={(studyClass, parentalConsentCollected) =>
                update.mutate({ id: studyClass.id, changes: { parentalConsentCollected } })
              }
              onRename={renaming.ask}
              onDelete={deletion.ask}
            />
          )}
        </div>
      )}
      {deletion.dialog}
      {renaming.dialog}
    </section>
  );
}
