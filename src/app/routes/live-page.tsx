import { useEffect } from 'react';
import { LiveSlate } from '../../features/slate/live-slate';

/** The slate's heading, also drawn by the first screen before the slate can ask (first-screen.tsx). */
export function LiveHeading() {
  return <h1 className="mb-4 text-2xl font-bold tracking-tight">Live matches</h1>;
}

/** Route "/": the live slate. */
export function LivePage() {
  useEffect(() => {
    document.title = 'Live · Courtside';
  }, []);
  return (
    <>
      <LiveHeading />
      <LiveSlate />
    </>
  );
}
