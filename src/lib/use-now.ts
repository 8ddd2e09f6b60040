import { useEffect, useState } from 'react';

/** The current time, ticking every `periodMs`, so ages on screen keep growing between data updates. */
export function useNow(periodMs = 5_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
