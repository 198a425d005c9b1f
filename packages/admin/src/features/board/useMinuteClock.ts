import { useEffect, useState } from 'react';

/** The time now, ticking every 30 s, so "in 12 min" and the late markers stay true without a reload. */
export function useMinuteClock() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
