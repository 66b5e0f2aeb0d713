import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Dialog } from '../../../../../components/ui/dialog';
import { useLookUpByEmail } from '../../api/lookup-by-email';
import { EmailLookupForm } from './email-lookup-form';
import { EmailLookupResults } from './email-lookup-results';

/**
 * A superadmin's look-up of one student's own responses by the exact e-mail address the student
 * gives (issue 27), for that student's request to see or erase them. Nobody else is offered it
 * (the server refuses them anyway), and the server records every look-up. The address is held
 * only in this dialog's form: it leaves no trace in the address bar or a cache.
 */
export function EmailLookupDialog() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const lookup = useLookUpByEmail();
  const close = () => {
    setOpen(false);
    lookup.reset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('surveys.lookup.open')}
      </Button>
      <Dialog
        open={open}
        title={t('surveys.lookup.title')}
        closeLabel={t('dialog.close')}
        onClose={close}
        wide
      >
        <div className="space-y-5">
          <div className="space-y-2 text-slate-800">
            <p>{t('surveys.lookup.only')}</p>
            <p>{t('surveys.lookup.recorded')}</p>
          </div>
          <EmailLookupForm lookup={lookup} />
          {lookup.data && lookup.variables && (
            <EmailLookupResults
              key={lookup.submittedAt}
              found={lookup.data}
              purpose={lookup.variables.purpose}
            />
          )}
        </div>
      </Dialog>
    </>
  );
}
