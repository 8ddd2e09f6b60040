import { useId, useRef, useState } from 'react';
import type { FollowTarget } from '../../match-views/follow-slot';
import { FollowChoices } from './follow-choices';

export interface FollowBellProps {
  match: FollowTarget;
  /** The match is followed itself (its star). */
  matchFollowed: boolean;
  /** Which of its players are followed (their stars). */
  playersFollowed: readonly number[];
  onFollowMatch: (on: boolean) => void;
  onFollowPlayer: (playerId: number, on: boolean) => void;
}

const BELL =
  'inline-flex h-7 w-6 shrink-0 items-center justify-center rounded text-base leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-sky-700 dark:text-slate-400 dark:hover:bg-slate-800';

const PANEL_BUTTON =
  'min-w-0 break-words rounded-md border border-slate-300 px-2 py-1 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-700 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800';

/** Width of the panel; it opens under the bell, kept inside the window. */
const PANEL_PX = 256;

/**
 * The bell beside a match: alerts for it. Pressed when the match or one of its players is followed.
 * A press opens a panel to follow the match or either player (a player is followed to every match,
 * as their star does) and to choose what each follow alerts for. The panel is a popover in the top
 * layer, so no row or card can clip it.
 */
export function FollowBell({
  match,
  matchFollowed,
  playersFollowed,
  onFollowMatch,
  onFollowPlayer,
}: FollowBellProps) {
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  const { p1, p2 } = match.players;
  const pairing = `${p1.name} v ${p2.name}`;
  const on = matchFollowed || playersFollowed.length > 0;

  const open = () => {
    const r = button.current?.getBoundingClientRect();
    if (r) {
      const left = Math.max(8, Math.min(r.right - PANEL_PX, window.innerWidth - PANEL_PX - 8));
      setAt({ top: r.bottom + 4, left });
    }
    panel.current?.showPopover?.();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-pressed={on}
        aria-haspopup="dialog"
        aria-controls={panelId}
        aria-label={`Alerts: ${pairing}`}
        title={on ? 'Alerts on: choose which' : 'Alerts for this match or its players'}
        onClick={open}
        className={`${BELL} ${on ? 'text-indigo-700 dark:text-indigo-300' : ''}`}
        data-testid="follow-bell"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill={on ? 'currentColor' : 'none'}>
          <path
            d="M8 1.5a4 4 0 0 0-4 4v2.8L2.6 11h10.8L12 8.3V5.5a4 4 0 0 0-4-4ZM6.3 12.5a1.8 1.8 0 0 0 3.4 0"
            stroke="currentColor"
            strokeWidth="1.3"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label={`Alerts for ${pairing}`}
        style={at ? { position: 'fixed', top: at.top, left: at.left, margin: 0, width: PANEL_PX } : undefined}
        className="max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white p-3 text-left shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="grid gap-3">
          {matchFollowed && <FollowChoices followKey={`m:${match.id}`} legend="This match" />}
          {[p1, p2]
            .filter((p) => playersFollowed.includes(p.id))
            .map((p) => (
              <FollowChoices key={p.id} followKey={`p:${p.id}`} legend={`Every match of ${p.name}`} />
            ))}
          <div className="grid gap-1.5">
            <button type="button" onClick={() => onFollowMatch(!matchFollowed)} className={PANEL_BUTTON}>
              {matchFollowed ? 'Stop following this match' : 'Follow this match'}
            </button>
            {[p1, p2].map((p) => {
              const followed = playersFollowed.includes(p.id);
              return (
                <button
                  key={p.id}
                  type="button"
                  onClick={() => onFollowPlayer(p.id, !followed)}
                  className={PANEL_BUTTON}
                >
                  {followed ? `Stop following ${p.name}` : `Follow ${p.name} to every match`}
                </button>
              );
            })}
            <button
              type="button"
              onClick={() => panel.current?.hidePopover?.()}
              className="justify-self-start rounded-md px-2 py-1 text-sm font-medium text-indigo-800 underline underline-offset-2 hover:no-underline dark:text-indigo-200"
            >
              Done
            </button>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Players you star are followed to every match. Sound, notifications and quiet hours are in
            Settings.
          </p>
        </div>
      </div>
    </>
  );
}
