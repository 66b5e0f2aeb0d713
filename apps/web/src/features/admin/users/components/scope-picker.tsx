import type { AdminScope } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '../../shared/components/load-state';
import { useClasses, useSchools } from '../../shared/study/study-entities';
import { labelledClasses } from '../../shared/study/class-order';
import { toggled } from '../scope-rules';

/**
 * The schools and classes a counsellor's account is limited to, chosen from the study
 * structure: a whole school, or single classes, grouped under their school. Plain checkboxes in
 * fieldsets, so the keyboard and a screen reader need nothing more.
 */
export function ScopePicker({
  value,
  onChange,
  error,
}: {
  value: AdminScope;
  onChange: (scope: AdminScope) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('accounts');
  const errorId = useId();
  const schoolList = useSchools();
  const classes = useClasses().data ?? [];
  const schools = schoolList.data ?? [];
  if (schoolList.isPending) return <LoadingLine />;
  if (schools.length === 0) {
    return <p className="text-slate-700">{t('scope.noSchools')}</p>;
  }
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-slate-300 p-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 font-medium text-slate-800">{t('scope.legend')}</legend>
      <p className="text-sm text-slate-700">{t('scope.hint')}</p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="max-h-80 space-y-3 overflow-y-auto">
        {schools.map((school) => {
          const wholeSchool = value.schools.includes(school.id);
          // Within a school, a class name another wave shares carries its wave.
          const ofSchool = labelledClasses(classes.filter((each) => each.schoolId === school.id));
          return (
            <div key={school.id}>
              <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-blue-700"
                  checked={wholeSchool}
                  onChange={() =>
                    onChange({ ...value, schools: toggled(value.schools, school.id) })
                  }
                />
                {t('scope.wholeSchool', { school: school.name })}
              </label>
              {ofSchool.length > 0 && (
                <fieldset className="ml-8" disabled={wholeSchool}>
                  <legend className="sr-only">
                    {t('scope.classesOf', { school: school.name })}
                  </legend>
                  <div className="grid gap-x-4 sm:grid-cols-3">
                    {ofSchool.map(({ studyClass: each, label }) => (
                      <label
                        key={each.id}
                        className="flex min-h-11 items-center gap-3 text-slate-800"
                      >
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-blue-700"
                          checked={wholeSchool || value.classes.includes(each.id)}
                          onChange={() =>
                            onChange({ ...value, classes: toggled(value.classes, each.id) })
                          }
                        />
                        {label}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
