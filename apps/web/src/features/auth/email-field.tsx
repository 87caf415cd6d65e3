import { useId } from 'react';

import { inputClass, labelClass } from './auth-card';

export function EmailField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Email
      </label>
      <input
        id={id}
        type="email"
        required
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}
