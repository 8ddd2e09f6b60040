import { useLocation } from 'react-router-dom';
import { ViewLoading } from '../components/view-states';
import { SlateLoading } from '../features/slate/states/slate-loading';
import { LiveFrame } from './routes/live-page';
import { MatchFirstScreen } from './routes/match-route';

/** A match page's path, its id the group (the route `matches/:id`). */
const MATCH_PATH = /^\/matches\/([^/]+)\/?$/;

/**
 * What a route shows before the budget's first /usage read lets its page ask for data: on the slate,
 * its heading and the slate's own placeholder rows (the same boxes it draws while its list loads),
 * so the screen a phone paints first is the one that then fills in, with nothing moving; on a match
 * page, its names (as the page was served with them) over the scoreboard's frame.
 */
export function FirstScreen() {
  const { pathname } = useLocation();
  if (pathname === '/')
    return (
      <LiveFrame>
        <SlateLoading />
      </LiveFrame>
    );
  const match = MATCH_PATH.exec(pathname);
  if (match) return <MatchFirstScreen id={match[1]} />;
  return <ViewLoading label="Loading the page…" />;
}
