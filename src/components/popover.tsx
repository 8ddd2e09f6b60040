import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

const GAP = 4;
const MARGIN = 8;

/** Where a popover of `size` goes beside `anchor` in a `view`: below (above when it fits only there), end-aligned, kept on screen. */
export function placePopover(
  anchor: { top: number; bottom: number; left: number; right: number },
  size: { width: number; height: number },
  view: { width: number; height: number },
): { top: number; left: number } {
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - size.height;
  const fitsBelow = below + size.height <= view.height - MARGIN;
  const top = fitsBelow || above < MARGIN ? below : above;
  const left = Math.min(Math.max(MARGIN, anchor.right - size.width), view.width - size.width - MARGIN);
  return { top, left: Math.max(MARGIN, left) };
}

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A floating panel drawn in `document.body` (a portal) beside its anchor button, so no row, card or
 * `content-visibility`/`overflow` box around the anchor can clip it. Fixed position, placed below the
 * anchor (above when only that fits) and kept inside the screen; it follows scrolling and resizing.
 * Opening moves focus to its first control; Escape, a press outside, or Tab past either end closes it
 * and gives focus back to the anchor, so the keyboard order reads as if the panel sat beside it.
 */
export function Popover({
  anchor,
  open,
  onClose,
  id,
  label,
  role,
  className = '',
  children,
}: {
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onClose: () => void;
  id: string;
  /** The panel's accessible name. */
  label: string;
  role: 'dialog' | 'group';
  className?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  const reposition = useCallback(() => {
    const a = anchor.current;
    const p = panel.current;
    if (!a || !p) return;
    const r = a.getBoundingClientRect();
    setPlace(
      placePopover(
        r,
        { width: p.offsetWidth, height: p.offsetHeight },
        { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [anchor]);

  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    reposition();
    // The first control, not the panel: a screen reader then announces the first choice.
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  }, [open, reposition]);

  const close = useCallback(
    (refocus: boolean) => {
      onClose();
      if (refocus) anchor.current?.focus({ preventScroll: true });
    },
    [anchor, onClose],
  );

  useEffect(() => {
    if (!open) return;
    // On the document, for keys pressed inside the panel: Escape, and Tab past either end.
    const onKeyDown = (e: KeyboardEvent) => {
      if (!panel.current?.contains(e.target as Node | null)) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        close(true);
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const atEdge = e.shiftKey
        ? document.activeElement === items[0]
        : document.activeElement === items.at(-1);
      if (items.length === 0 || atEdge) {
        e.preventDefault();
        close(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const outside = (e: PointerEvent) => {
      const t = e.target as Node | null;
      if (panel.current?.contains(t) || anchor.current?.contains(t)) return;
      close(false);
    };
    // Capture: a scroll inside any box moves the anchor too.
    window.addEventListener('scroll', reposition, true);
    window.addEventListener('resize', reposition);
    document.addEventListener('pointerdown', outside, true);
    return () => {
      window.removeEventListener('scroll', reposition, true);
      window.removeEventListener('resize', reposition);
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, reposition, close, anchor]);

  if (!open || typeof document === 'undefined') return null;

  // Role and name together: the role is the caller's (a menu of toggles is a group, the Key a dialog).
  const named = { role, 'aria-label': label };
  return createPortal(
    <div
      ref={panel}
      id={id}
      {...named}
      data-testid="popover"
      // Hidden until measured, so it never flashes at the page's corner.
      style={{
        position: 'fixed',
        top: place?.top ?? 0,
        left: place?.left ?? 0,
        visibility: place ? 'visible' : 'hidden',
      }}
      className={`z-50 rounded-md border border-slate-200 bg-white p-1 text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 ${className}`}
    >
      {children}
    </div>,
    document.body,
  );
}
