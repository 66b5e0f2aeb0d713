import { GRADES, type Grade, type School, type Wave } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ErrorNote, SuccessNote } from '../../../../components/ui/feedback';
import { SelectField, TextAreaField } from '../../../../components/ui/text-field';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { classEntity } from '../../shared/study/study-entities';
import { useCreate } from '../api/study-mutations';
import { useCreateClasses } from '../api/create-classes';
import { readClassList } from '../class-list';

/**
 * New classes of the chosen school in one wave: one class a line, as pasted from a spreadsheet
 * (a school has 30–50). One line makes one class; several are created together, all or none.
 */
export function AddClassesForm({ school, waves }: { school: School; waves: readonly Wave[] }) {
  const { t } = useTranslation(['study', 'survey']);
  const headingId = useId();
  const [waveId, setWaveId] = useState(waves[0]?.id ?? '');
  const [grade, setGrade] = useState<Grade | ''>('');
  const [list, setList] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const createOne = useCreate(classEntity);
  const createMany = useCreateClasses();
  const pending = createOne.isPending || createMany.isPending;
  const serverError = useFailureText(createOne.error ?? createMany.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const reading = readClassList(list, grade || null);
    const first = reading.problems[0];
    if (first) {
      return setProblem(
        t(`classes.listProblems.${first.problem}`, {
          line: first.line,
          count: reading.problems.length,
        }),
      );
    }
    if (reading.classes.length === 0) return setProblem(t('classes.listEmpty'));
    setProblem(null);
    const done = (count: number) => {
      setList('');
      setNotice(t('classes.created', { count, school: school.name }));
    };
    const [only] = reading.classes;
    if (reading.classes.length === 1 && only) {
      createOne.mutate({ schoolId: school.id, waveId, ...only }, { onSuccess: () => done(1) });
    } else {
      createMany.mutate(
        { schoolId: school.id, waveId, classes: reading.classes },
        { onSuccess: (created) => done(created.length) },
      );
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('classes.addHeading', { school: school.name })}
      </h3>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('classes.wave')}
          value={waveId}
          onChange={(event) => setWaveId(event.target.value)}
        >
          {waves.map((wave) => (
            <option key={wave.id} value={wave.id}>
              {wave.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('classes.grade')}
          hint={t('classes.gradeHint')}
          value={grade}
          onChange={(event) => setGrade(event.target.value as Grade | '')}
        >
          <option value="">{t('classes.gradeFromName')}</option>
          {GRADES.map((value) => (
            <option key={value} value={value}>
              {t(`survey:options.grade.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          className="sm:col-span-2"
          label={t('classes.list')}
          hint={t('classes.listHint')}
          error={problem}
          rows={6}
          value={list}
          onChange={(event) => setList(event.target.value)}
          spellCheck={false}
        />
        <div className="sm:col-span-2">
          <ErrorNote message={serverError} className="mb-3" />
          <Button type="submit" disabled={pending} busy={pending}>
            {t('classes.add')}
          </Button>
          <SuccessNote message={notice} className="mt-2" />
        </div>
      </form>
    </section>
  );
}
