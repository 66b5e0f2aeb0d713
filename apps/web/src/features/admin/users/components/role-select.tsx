import { ROLES, type Role } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/text-field';

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
  const { t } = useTranslation('admin');
  return (
    <SelectField
      label={t('users.fields.role')}
      hint={hint}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Role)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}
