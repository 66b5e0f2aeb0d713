import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { filterSearch } from '../filters/filter-params';
import { useFilters } from '../filters/use-filters';
import { useAdminSession } from '../session/admin-session-context';
import {
  classEntity,
  schoolEntity,
  studyListQueryOptions,
  waveEntity,
} from '../study/study-entities';
import { currentEntry, menuEntries, menuHref, type MenuEntry } from './menu-entries';

/**
 * Whether the study has no school, wave or class yet; asked only of an account that may set
 * them up, since no one else can act on the answer. False while unknown, so the menu does not
 * reorder itself under the pointer once the lists arrive on a study that has them.
 */
function useStudyEmpty(canSetUp: boolean): boolean {
  const token = useAdminSession().token;
  const enabled = canSetUp && token !== null;
  const schools = useQuery({ ...studyListQueryOptions(schoolEntity, token), enabled });
  const waves = useQuery({ ...studyListQueryOptions(waveEntity, token), enabled });
  const classes = useQuery({ ...studyListQueryOptions(classEntity, token), enabled });
  return [schools, waves, classes].some((list) => list.data?.length === 0);
}

/** The label of an entry: a counsellor's dashboard is its list of classes. */
function useEntryLabel(scoped: boolean) {
  const { t } = useTranslation('admin');
  return (entry: MenuEntry) => {
    if (entry !== 'dashboard') return t(`areas.${entry}.title`);
    return t(scoped ? 'menu.myClasses' : 'dashboard.pageTitle');
  };
}

/**
 * The admin menu on every signed-in screen: each screen the account may open (none it would be
 * refused), the current one marked, the filters carried to the screens that read them. On a
 * narrow screen it folds behind one button; Escape closes it and gives the focus back.
 */
export function AdminMenu() {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const { pathname } = useLocation();
  const search = filterSearch(useFilters().filters);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const admin = session.admin;
  const scoped = Boolean(admin?.scope);
  const access = {
    isSuperadmin: admin?.role === 'superadmin',
    scoped,
    hasPermission: session.hasPermission,
  };
  const canSetUp = !scoped && session.hasPermission('manage_study');
  const entries = menuEntries(access, useStudyEmpty(canSetUp));
  const current = currentEntry(pathname, entries);
  const label = useEntryLabel(scoped);
  if (!admin) return null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <nav aria-label={t(scoped ? 'menu.scopedLabel' : 'menu.label')} onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-100 md:hidden"
      >
        <span aria-hidden="true">☰</span>
        {t('menu.button')}
        {current && <span className="font-normal text-slate-700">: {label(current)}</span>}
      </button>
      <ul
        id={listId}
        className={`${open ? 'mt-2 flex' : 'hidden'} flex-col gap-1 md:mt-0 md:flex md:flex-row md:flex-wrap md:gap-x-1`}
      >
        {entries.map((entry) => (
          <li key={entry}>
            <Link
              to={menuHref(entry, search)}
              aria-current={entry === current ? 'page' : undefined}
              // A link followed closes the folded menu: the new screen takes the room.
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center rounded-md px-3 text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-blue-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
            >
              {label(entry)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
