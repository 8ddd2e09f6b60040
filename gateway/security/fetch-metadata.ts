import type { IncomingHttpHeaders } from 'node:http';
import { type Refusal, refusal } from './refusal';

// Another site's page can make the user's browser call us without any Origin: an `<img>`, a
// `<script>` or a link to `/api/matches` is a no-cors load, and each one would spend the desk's
// key. Browsers say where such a request comes from in `Sec-Fetch-Site`, which a page cannot set.
// Our own page sends `same-origin`; a URL the user typed or bookmarked sends `none`. A client
// that sends no Sec-Fetch header at all (curl, a script, an old browser) is judged as before.
const OURS = new Set(['same-origin', 'none']);

/** 403 for a request a browser made on behalf of another site (`cross-site` or `same-site`). */
export function crossSiteRefusal(headers: IncomingHttpHeaders): Refusal | null {
  const site = headers['sec-fetch-site'];
  if (site === undefined || OURS.has(String(site).toLowerCase())) return null;
  return refusal(
    403,
    'forbidden_origin',
    'Requests made by another site’s page are not served: open the dashboard itself.',
  );
}
