import { useEffect, useState } from 'react';

/**
 * Progress text while a year listing is built: the service builds every month of the year before it
 * answers (tens of seconds), and gives no progress of its own, so the page says so and counts the wait.
 */
export function YearBuildProgress({ year }: { year: string }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      aria-busy="true"
      className="grid gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <p className="font-semibold">Building every package of {year}…</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The service builds each month of the year before it answers; this can take tens of seconds.
        <span aria-live="off"> Waiting {seconds} s.</span>
      </p>
      <progress
        aria-label={`Building the ${year} packages`}
        className="h-2 w-full accent-indigo-700 dark:accent-indigo-300"
      />
    </div>
  );
}
