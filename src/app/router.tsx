import { createBrowserRouter } from 'react-router-dom';
import { LivePage } from './routes/live-page';
import { NotFoundPage } from './routes/not-found-page';
import { Shell } from './shell';

/** Every route of the app; each feature's page is composed here, never inside another feature. */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <LivePage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
