import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LINK } from '../../../components/ui/link';
import type { SignedInUser } from '../../../lib/user-session';

export type SurveyTab = 'survey' | 'results';

interface TopBarProps {
  user: SignedInUser | null;
  /** The e-mail given, in the `email` mode only. */
  email: string | null;
  /** The survey and results tabs, once results have an owner here. */
  showTabs: boolean;
  tab: SurveyTab;
  onTab: (tab: SurveyTab) => void;
  onChangeEmail: () => void;
  onLogout: () => void;
}

/** Home link, title, tabs, and who is taking the survey (SPEC.md section 2, "Top bar"). */
export function TopBar(props: TopBarProps) {
  const { user, email, showTabs, tab, onTab, onChangeEmail, onLogout } = props;
  const { t } = useTranslation('survey');
  const tabClass = (active: boolean) =>
    `min-h-11 rounded-lg px-4 py-2 font-semibold ${
      active ? 'bg-blue-700 text-white' : 'text-slate-800 hover:bg-slate-100'
    }`;
  const name = user?.name ?? '';
  return (
    <header className="no-print border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <Link to="/" className="font-semibold text-blue-800 underline-offset-4 hover:underline">
            {t('topBar.home')}
          </Link>
          <h1 className="text-lg font-bold text-slate-900">{t('title')}</h1>
        </div>
        <LanguageSwitcher />
      </div>
      {showTabs && (
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 pb-3">
          <nav aria-label={t('tabs.label')} className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={tab === 'survey'}
              onClick={() => onTab('survey')}
              className={tabClass(tab === 'survey')}
            >
              {t('tabs.survey')}
            </button>
            <button
              type="button"
              aria-pressed={tab === 'results'}
              onClick={() => onTab('results')}
              className={tabClass(tab === 'results')}
            >
              {t('tabs.results')}
            </button>
          </nav>
          {user ? (
            <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-slate-700">
              {user.profilePicture ? (
                <img src={user.profilePicture} alt="" className="h-8 w-8 rounded-full" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-blue-100 font-bold text-blue-800"
                >
                  {name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="min-w-0 break-all">{t('topBar.signedIn', { name })}</span>
              <button type="button" onClick={onLogout} className={LINK}>
                {t('topBar.logout')}
              </button>
            </div>
          ) : email ? (
            // A long address (60 characters on a 360 px phone) breaks, never pushes the button off.
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-slate-700">
              <span className="min-w-0 break-all">{t('topBar.signedInAs', { email })}</span>
              <button type="button" onClick={onChangeEmail} className={LINK}>
                {t('topBar.changeEmail')}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </header>
  );
}
