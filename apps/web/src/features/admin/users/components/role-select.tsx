import { ROLES, type Role } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../../components/ui/labelled-select';

/** The three roles of DESIGN.md, by their names in the reader's language. */
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
  return (
    <LabelledSelect
      label={t('fields.role')}
      hint={hint}
      value={value}
      options={ROLES}
      optionLabel={(role) => t(`admin:roles.${role}`)}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
