import {
  COMPARE_GROUPINGS,
  PRCA24_SCORES,
  type CompareAnalytics,
  type CompareGrouping,
  type Prca24Score,
} from '@prca/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../../components/ui/labelled-select';
import { LABEL } from '../../../../components/ui/text-field';
import { useFormat } from '../../../../lib/format';
import type { CompareChoice } from '../choice/compare-choice';

/** The smallest tested groups offered; one an address names otherwise is offered too. */
const MIN_GROUP_SIZES = [2, 3, 5, 10, 20, 30, 50];

interface ChoiceProps {
  choice: CompareChoice;
  choose: (change: Partial<CompareChoice>) => void;
}

/** What to compare: the grouping, the score, the smallest tested group and the groups. */
export function CompareChoices({
  choice,
  choose,
  offered,
  label,
}: ChoiceProps & {
  /** Every group of the grouping in the subset (undefined while they load). */
  offered: CompareAnalytics['groups'] | undefined;
  label: (group: string) => string;
}) {
  const { t } = useTranslation('statistics');
  const sizes = [...new Set([...MIN_GROUP_SIZES, choice.minGroupSize])].sort((a, b) => a - b);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <LabelledSelect
          label={t('compare.by')}
          value={choice.by}
          options={COMPARE_GROUPINGS}
          optionLabel={(grouping) => t(`groupings.${grouping}`)}
          onChange={(by: CompareGrouping) => choose({ by })}
        />
        <LabelledSelect
          label={t('compare.score')}
          value={choice.score}
          options={PRCA24_SCORES}
          optionLabel={(option) => t(`scores.${option}`)}
          onChange={(score: Prca24Score) => choose({ score })}
        />
        <LabelledSelect
          label={t('compare.minGroupSize')}
          value={String(choice.minGroupSize)}
          options={sizes.map(String)}
          optionLabel={(size) => t('compare.minGroupSizeOption', { size })}
          onChange={(size) => choose({ minGroupSize: Number(size) })}
        />
      </div>
      {offered && offered.length > 0 && (
        <GroupChoice choice={choice} choose={choose} offered={offered} label={label} />
      )}
    </div>
  );
}

/**
 * One checkbox per group, every one ticked at first. Ticking them all again is the same as
 * never having chosen: the address then drops the choice.
 */
function GroupChoice({
  choice,
  choose,
  offered,
  label,
}: ChoiceProps & { offered: CompareAnalytics['groups']; label: (group: string) => string }) {
  const { t } = useTranslation(['statistics', 'analytics']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const id = useId();
  // The tick shows at once, though the address changes in a transition (as ChoiceList does),
  // and gives way to the address's choice as soon as that changes.
  const from = JSON.stringify(choice.groups);
  const [pending, setPending] = useState<{ from: string; groups: string[] | null } | null>(null);
  const groups = pending && pending.from === from ? pending.groups : choice.groups;
  const isChosen = (group: string) => groups === null || groups.includes(group);
  const toggle = (group: string) => {
    const next = offered
      .map((each) => each.group)
      .filter((each) => (each === group ? !isChosen(each) : isChosen(each)));
    const chosen = next.length === offered.length ? null : next;
    setPending({ from, groups: chosen });
    choose({ groups: chosen });
  };
  return (
    <fieldset>
      <legend className={LABEL}>{t('compare.groupsToCompare')}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {offered.map(({ group, n }) => (
          <label
            key={group}
            htmlFor={`${id}-${group}`}
            className="flex min-h-11 cursor-pointer items-center gap-2 text-slate-900"
          >
            <input
              id={`${id}-${group}`}
              type="checkbox"
              className="h-5 w-5"
              checked={isChosen(group)}
              onChange={() => toggle(group)}
            />
            {t('compare.groupWithSize', { group: label(group), n: format.integer(n) })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
