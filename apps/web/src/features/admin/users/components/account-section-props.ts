import type { AdminAccount } from '@prca/core';

/** What each part of the account editor that saves the account is given. */
export interface AccountSectionProps {
  account: AdminAccount;
  /** Whether the account is the signed-in admin's own. */
  self: boolean;
  /** Called with the account as the server saved it. */
  onSaved: (account: AdminAccount) => void;
}
