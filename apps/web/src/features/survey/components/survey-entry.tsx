import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { SurveySettings } from '../../../lib/survey-settings';
import { reportDecline } from '../api/decline';
import { startSurveySession } from '../api/start-survey-session';
import type { ChosenClass, ClassChoice } from '../hooks/use-class-choice';
import { isConfirmed } from '../hooks/use-class-choice';
import type { Step, SurveyProgress } from '../state/survey-progress';
import type { SurveyAction } from '../state/survey-reducer';
import { ClassStep } from './class-step';
import { IdentityStep } from './identity-step';
import { SheetStep } from './sheet-step';
import { StepHeading } from './step-heading';

export interface EntryProps {
  progress: SurveyProgress;
  dispatch: (action: SurveyAction) => void;
  settings: SurveySettings;
  classChoice: ClassChoice;
  /** The class step comes first: a class link not yet confirmed, or a code the settings require. */
  classPending: boolean;
  linkedCode: string | null;
  onClassChosen: (chosen: ChosenClass) => void;
  /** The identity mode in force here (lab mode turns `signIn` into `anonymous`). */
  identity: SurveySettings['respondentIdentity'];
  /** Who is answering is known (or nobody is asked): the identity step is passed. */
  identityKnown: boolean;
  signInOffered: boolean;
  /** The student agreed: the survey has begun. */
  onAssented: () => void;
  /** The student does not want to take part: nothing of them is kept. */
  onDeclined: () => void;
  /** The e-mail given at the identity step (kept by the caller). */
  onEmail: (email: string) => void;
  /** Where the survey goes once who is answering is settled: the linking questions, or part A. */
  afterIdentity: Step;
}

/** The class chosen, with the way to change it; or the way to give a code when none is needed. */
export function ClassLine({
  choice,
  onChange,
}: {
  choice: Pick<ClassChoice, 'chosen'>;
  onChange: () => void;
}) {
  const { t } = useTranslation('survey');
  const { chosen } = choice;
  if (!chosen) {
    return (
      <p className="text-slate-700">
        {t('classCode.offer')}{' '}
        <Button variant="secondary" size="small" onClick={onChange}>
          {t('classCode.enter')}
        </Button>
      </p>
    );
  }
  return (
    <div className="rounded-xl border border-green-300 bg-green-50 p-4">
      <p className="text-slate-900">
        {isConfirmed(chosen)
          ? t('classCode.chosen', { className: chosen.className, schoolName: chosen.schoolName })
          : t('classCode.chosenUnchecked', { code: chosen.code })}
      </p>
      <Button variant="secondary" size="small" className="mt-2" onClick={onChange}>
        {t('classCode.change')}
      </Button>
    </div>
  );
}

/** The information sheet could not be loaded: this browser never reached the server. */
export function SheetUnavailable() {
  const { t } = useTranslation('survey');
  return (
    <section className="space-y-4">
      <StepHeading>{t('sheet.unavailableTitle')}</StepHeading>
      <p className="text-slate-700">{t('sheet.unavailable')}</p>
      <Button onClick={() => window.location.reload()}>{t('sheet.retry')}</Button>
    </section>
  );
}

/** The steps before the survey's questions: class, information sheet and assent, identity. */
export function SurveyEntry(props: EntryProps) {
  const { progress, dispatch, settings, classChoice, identityKnown } = props;
  const step = progress.step;
  const classCode = classChoice.chosen?.code;
  const consentVersion = settings.consent?.version;

  // "I agree": the survey's session starts (best effort) under this version of the sheet.
  const agree = () => {
    if (!progress.startedAt) startSurveySession(progress.sessionId, classCode);
    dispatch({
      type: 'assent',
      consentVersion,
      startedAt: new Date().toISOString(),
      next: identityKnown ? props.afterIdentity : 'identity',
    });
    props.onAssented();
  };
  // "I do not want to take part": a count for the class, and a fresh progress with nothing in it.
  const decline = () => {
    reportDecline({
      ...(classCode ? { classCode } : {}),
      ...(consentVersion ? { consentVersion } : {}),
    });
    dispatch({ type: 'retake' });
    props.onDeclined();
  };
  // Back from part A, or a sign-in that has just come back: nothing left to ask here.
  useEffect(() => {
    if (step === 'identity' && identityKnown) dispatch({ type: 'goTo', step: props.afterIdentity });
  }, [step, identityKnown, dispatch, props.afterIdentity]);

  if (step === 'class' || (step === 'sheet' && props.classPending)) {
    const voluntary = step === 'class' && !props.classPending && !settings.classCodeRequired;
    return (
      <ClassStep
        key={props.classPending ? props.linkedCode : 'typed'}
        linkedCode={props.classPending ? props.linkedCode : null}
        required={settings.classCodeRequired}
        onChosen={props.onClassChosen}
        onBack={voluntary ? () => dispatch({ type: 'goTo', step: 'sheet' }) : undefined}
      />
    );
  }
  if (step === 'sheet') {
    if (!settings.consent) return <SheetUnavailable />;
    return (
      <SheetStep
        settings={settings}
        consent={settings.consent}
        classLine={
          <ClassLine
            choice={classChoice}
            onChange={() => {
              classChoice.clear();
              dispatch({ type: 'goTo', step: 'class' });
            }}
          />
        }
        onAgree={agree}
        onDecline={decline}
      />
    );
  }
  if (identityKnown || props.identity === 'anonymous') return null;
  return (
    <IdentityStep
      mode={props.identity}
      signInOffered={props.signInOffered}
      retentionDays={settings.guestRetentionDays}
      onEmail={(email) => {
        props.onEmail(email);
        dispatch({ type: 'goTo', step: props.afterIdentity });
      }}
    />
  );
}
