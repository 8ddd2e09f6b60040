import { Link } from 'react-router-dom';

/** Any unknown path, and the router's error boundary, so a bad URL never shows a stack trace. */
export function NotFoundPage() {
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold tracking-tight">Page not found</h1>
      <p>
        <Link to="/" className="font-medium underline underline-offset-2">
          Back to live matches
        </Link>
      </p>
    </>
  );
}
