import { useLocation } from 'react-router-dom';
import { ViewLoading } from '../components/view-states';
import { SlateLoading } from '../features/slate/states/slate-loading';
import { LiveHeading } from './routes/live-page';

/**
 * What a route shows before the budget's first /usage read lets its page ask for data: on the slate,
 * its heading and the slate's own placeholder rows (the same boxes it draws while its list loads),
 * so the screen a phone paints first is the one that then fills in, with nothing moving.
 */
export function FirstScreen() {
  const { pathname } = useLocation();
  if (pathname === '/')
    return (
      <>
        <LiveHeading />
        <SlateLoading />
      </>
    );
  return <ViewLoading label="Loading the page…" />;
}
