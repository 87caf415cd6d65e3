import { useEffect, useState } from 'react';

/** A countdown in whole seconds: start(60) then `remaining` ticks down to 0. */
export function useCooldown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [until, now]);

  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  return { remaining, start };
}

export const VERIFICATION_COOLDOWN_SECONDS = 60;
