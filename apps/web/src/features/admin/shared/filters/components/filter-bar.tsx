import {
  GENDERS,
  GRADES,
  PARTICIPATION_LEVELS,
  type AnalyticsFilters,
  type Gender,
  type Grade,
  type ParticipationLevel,
} from '@prca/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { CARD } from '../../../../../components/ui/card';
import { ChoiceList } from '../../../../../components/ui/choice-list';
import { TextField } from '../../../../../components/ui/text-field';
import { useClasses, useSchools, useWaves } from '../../study/study-entities';
import { hasFilters } from '../filter-params';
import { offeredClasses } from '../offered-classes';
import { useFilterDescription } from '../use-filter-description';
import { useFilters } from '../use-filters';
import { QualityChoice } from './quality-choice';

type Key = keyof AnalyticsFilters;

/**
 * The one filter bar of the dashboard, the analytics, the reliability and the responses: each
 * change applies at once and is written to the address (useFilters), so every figure below,
 * and the sentence above them, follows. On a phone it folds into one line that says the
 * filters in force, so that nine controls do not stand before the first figure.
 */
export function FilterBar() {
  const { t } = useTranslation('filters');
  const headingId = useId();
  const controlsId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const described = useFilterDescription();
  const { filters, changeFilters } = useFilters();
  const schools = useSchools().data ?? [];
  const waves = useWaves().data ?? [];
  const classes = useClasses().data ?? [];
  const set = (key: Key, value: readonly string[] | string | undefined) =>
    changeFilters((current) => {
      const next: Record<string, unknown> = { ...current };
      if (value === undefined || value.length === 0) delete next[key];
      else next[key] = value;
      return next as AnalyticsFilters;
    });
  const chosenSchools = filters.school ?? [];
  const offered = offeredClasses(classes, chosenSchools);
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);

  return (
    <section aria-labelledby={headingId} className={`no-print ${CARD}`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={controlsId}
          onClick={() => setUnfolded((was) => !was)}
          className="flex min-h-11 w-full items-start gap-2 text-left sm:hidden"
        >
          <span aria-hidden="true">{unfolded ? '▾' : '▸'}</span>
          <span className="min-w-0 break-words">
            {described ? t('folded.some', { filters: described }) : t('folded.none')}
          </span>
        </button>
        <span className="hidden sm:inline">{t('heading')}</span>
      </h2>
      <div id={controlsId} className={`${unfolded ? 'block' : 'hidden'} sm:block`}>
        {/* minmax(0, 1fr) columns: a long school name or choice truncates instead of widening a phone. */}
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            type="date"
            label={t('from')}
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => set('from', event.target.value || undefined)}
          />
          <TextField
            type="date"
            label={t('to')}
            value={filters.to ?? ''}
            min={filters.from}
            error={reversed ? t('datesOrder') : undefined}
            onChange={(event) => set('to', event.target.value || undefined)}
          />
          <ChoiceList
            label={t('schools')}
            allLabel={t('all')}
            choices={schools.map((school) => ({ value: school.id, label: school.name }))}
            selected={chosenSchools}
            onChange={(selected) =>
              changeFilters((current) => {
                // A class of a school no longer chosen would make the subset empty without a word.
                const keptClasses = (current.class ?? []).filter((id) =>
                  classes.some(
                    (each) =>
                      each.id === id && (selected.length === 0 || selected.includes(each.schoolId)),
                  ),
                );
                const next: Record<string, unknown> = {
                  ...current,
                  school: selected,
                  class: keptClasses,
                };
                for (const key of ['school', 'class'] as const) {
                  if ((next[key] as string[]).length === 0) delete next[key];
                }
                return next as AnalyticsFilters;
              })
            }
          />
          <ChoiceList
            label={t('classes')}
            allLabel={t('all')}
            choices={offered.map(({ studyClass, label }) => ({
              value: studyClass.id,
              label,
            }))}
            selected={filters.class ?? []}
            onChange={(selected) => set('class', selected)}
          />
          <ChoiceList
            label={t('waves')}
            allLabel={t('all')}
            choices={waves.map((wave) => ({ value: wave.id, label: wave.name }))}
            selected={filters.wave ?? []}
            onChange={(selected) => set('wave', selected)}
          />
          <ChoiceList
            label={t('grades')}
            allLabel={t('all')}
            choices={GRADES.map((value: Grade) => ({ value, label: t(`labels.grade.${value}`) }))}
            selected={filters.grade ?? []}
            onChange={(selected) => set('grade', selected)}
          />
          <ChoiceList
            label={t('genders')}
            allLabel={t('all')}
            choices={GENDERS.map((value: Gender) => ({
              value,
              label: t(`labels.gender.${value}`),
            }))}
            selected={filters.gender ?? []}
            onChange={(selected) => set('gender', selected)}
          />
          <ChoiceList
            label={t('participation')}
            allLabel={t('all')}
            choices={PARTICIPATION_LEVELS.map((value: ParticipationLevel) => ({
              value,
              label: t(`labels.participation.${value}`),
            }))}
            selected={filters.participation ?? []}
            onChange={(selected) => set('participation', selected)}
          />
          <QualityChoice filters={filters} onChange={(quality) => set('quality', quality)} />
        </div>
        {hasFilters(filters) && (
          <Button
            variant="secondary"
            size="small"
            className="mt-3"
            onClick={() => changeFilters(() => ({}))}
          >
            {t('clear')}
          </Button>
        )}
      </div>
    </section>
  );
}
