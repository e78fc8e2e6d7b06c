import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown.ts';

/** The seconds left until `expiresAt`, ticking once a second until it reaches 0. */
export function useSecondsLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(expiresAt, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return left;
}
