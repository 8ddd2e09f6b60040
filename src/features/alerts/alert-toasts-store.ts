import { useSyncExternalStore } from 'react';
import type { AlertText } from '../../../contract/alerts/alert-text';

/** One alert shown in the page. */
export interface Toast extends AlertText {
  id: string;
  matchId: number;
}

/** At most this many at once: the oldest gives way. */
const MAX = 3;
/** A toast leaves by itself after this long (the fan can close it sooner). */
const TOAST_MS = 12_000;

let toasts: readonly Toast[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast; it goes after `TOAST_MS`. */
export function toastShown(toast: Toast): void {
  toasts = [...toasts.filter((t) => t.id !== toast.id), toast].slice(-MAX);
  emit();
  setTimeout(() => toastClosed(toast.id), TOAST_MS);
}

/** The fan closed a toast (or its time ran out). */
export function toastClosed(id: string): void {
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => toasts;

/** The toasts on screen now. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
