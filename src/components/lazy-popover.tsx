import { type ComponentProps, lazy, Suspense } from 'react';
import type { Popover as EagerPopover } from './popover';

const Popover = lazy(() => import('./popover').then((m) => ({ default: m.Popover })));

/**
 * `Popover` whose code loads the first time it opens: the slate's row menus and its Key are closed
 * on the first screen, so their panel's code stays out of the slate's first JavaScript. A closed
 * popover draws nothing either way; opening mounts it open, which places it and moves focus.
 */
export function LazyPopover(props: ComponentProps<typeof EagerPopover>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Popover {...props} />
    </Suspense>
  );
}
