import { useEffect } from 'react';
import { LiveSlate } from '../../features/slate/live-slate';

/** Route "/": the live slate. */
export function LivePage() {
  useEffect(() => {
    document.title = 'Live · Courtside';
  }, []);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Live matches</h1>
      <LiveSlate />
    </>
  );
}
