import { rolesGrantableBy, type Role } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../../components/ui/labelled-select';
import { useAdminSession } from '../../shared/session/admin-session-context';

/**
 * The roles the signed-in admin may give, by their names in the reader's language; an
 * account's current role stays listed even when the admin could not give it.
 */
export function RoleSelect({
  value,
  onChange,
  hint,
  disabled = false,
}: {
  value: Role;
  onChange: (role: Role) => void;
  hint: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['accounts', 'admin']);
  const actor = useAdminSession().admin?.role ?? 'viewer';
  const grantable = rolesGrantableBy(actor);
  const options = grantable.includes(value) ? grantable : [value, ...grantable];
  return (
    <LabelledSelect
      label={t('fields.role')}
      hint={hint}
      value={value}
      options={options}
      optionLabel={(role) => t(`admin:roles.${role}`)}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
