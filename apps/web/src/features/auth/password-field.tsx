import { useId, useState } from 'react';

import { inputClass, labelClass } from './auth-card';

interface PasswordFieldProps {
  label?: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}

/** A labelled password input with a Show/Hide toggle. */
export function PasswordField({
  label = 'Password',
  value,
  onChange,
  autoComplete,
  describedBy,
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          required
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          className={`${inputClass} pr-16`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="absolute inset-y-0 right-1 my-1 rounded-full px-3 text-xs font-semibold text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
