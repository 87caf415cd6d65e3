import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { useToast } from '#/components/toast/toast-context';
import {
  addPasskey,
  deletePasskey,
  type Passkey,
  passkeyErrorMessage,
  passkeysQuery,
  passkeysQueryKey,
  supportsPasskeys,
} from '#/shared/passkeys';

import { smallButtonClass, smallPrimaryButtonClass } from './section-card';

const fieldClass =
  'w-full max-w-xs rounded-lg border border-zinc-300 bg-white px-3 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-950';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const labelOf = (passkey: Passkey) => passkey.name?.trim() || 'Passkey';

/** Passkeys: list them (name, date added), add one from this device, delete one. */
export function PasskeysSection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState('');
  const { data: passkeys, isPending, isError } = useQuery(passkeysQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey });

  const add = useMutation({
    mutationFn: (passkeyName: string) => addPasskey(passkeyName),
    onSuccess: async () => {
      setName('');
      toast.show('Passkey added.', 'success');
      await refresh();
    },
    onError: (error) => toast.show(passkeyErrorMessage(error), 'error'),
  });

  const remove = useMutation({
    mutationFn: (id: string) => deletePasskey(id),
    onSuccess: async () => {
      toast.show('Passkey deleted.', 'success');
      await refresh();
    },
    onError: (error) => toast.show(passkeyErrorMessage(error), 'error'),
  });

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!supportsPasskeys()) {
      toast.show('This browser does not support passkeys.', 'error');
      return;
    }
    add.mutate(name.trim() || 'Passkey');
  };

  return (
    <div>
      <h3 className="font-semibold">Passkeys</h3>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Sign in with your fingerprint, face or device PIN instead of a password.
      </p>
      {isPending ? (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">Loading passkeys…</p>
      ) : isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          Your passkeys could not be loaded.
        </p>
      ) : passkeys.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="mt-3 space-y-2">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm dark:border-zinc-800"
            >
              <span>
                <span className="font-medium text-zinc-900 dark:text-zinc-100">
                  {labelOf(passkey)}
                </span>
                <span className="block text-zinc-600 dark:text-zinc-400">
                  Added {dateFormat.format(new Date(passkey.createdAt))}
                </span>
              </span>
              <button
                type="button"
                className={smallButtonClass}
                disabled={remove.isPending}
                aria-label={`Delete passkey ${labelOf(passkey)}`}
                onClick={() => remove.mutate(passkey.id)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onAdd} className="mt-3 space-y-2 text-sm">
        <label htmlFor={nameId} className="block font-medium">
          Passkey name (optional)
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={nameId}
            maxLength={64}
            placeholder="e.g. My laptop"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={fieldClass}
          />
          <button type="submit" disabled={add.isPending} className={smallPrimaryButtonClass}>
            {add.isPending ? 'Adding…' : 'Add a passkey'}
          </button>
        </div>
      </form>
    </div>
  );
}
