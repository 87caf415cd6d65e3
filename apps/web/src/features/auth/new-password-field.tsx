import { useId } from 'react';

import { PasswordField } from './password-field';
import { StrengthBar } from './strength-bar';

interface NewPasswordFieldProps {
  label?: string;
  value: string;
  onChange(value: string): void;
}

/** Choosing a password (sign-up, reset): the input with the strength bar and hint under it. */
export function NewPasswordField({ label, value, onChange }: NewPasswordFieldProps) {
  const hintId = useId();
  return (
    <div>
      <PasswordField
        label={label}
        value={value}
        onChange={onChange}
        autoComplete="new-password"
        describedBy={hintId}
      />
      <StrengthBar password={value} hintId={hintId} />
    </div>
  );
}
