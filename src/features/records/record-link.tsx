import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A figure or name that opens its evidence. */
export function RecordLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="text-indigo-800 underline underline-offset-2 hover:no-underline dark:text-indigo-200"
    >
      {children}
    </Link>
  );
}
