import { ROLES, type Role } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HINT, INPUT, LABEL } from '../components/form-styles';

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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {t('users.fields.role')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Role)}
        aria-describedby={`${id}-hint`}
        className={INPUT}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={HINT}>
        {hint}
      </p>
    </div>
  );
}
