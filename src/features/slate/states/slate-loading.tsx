import { FilterBarPlace } from '../filters/filter-bar-place';
import { SECTION, SECTION_HEADING, SECTION_LIST } from '../sections/tournament-section';

// Placeholder rows drawn to the slate's own measures, so that nothing moves when the list lands:
// the count line above the sections (30 px on a phone, where its buttons are touch-sized; 24 px
// from sm up, plus the grid gap its status line keeps), the filter bar's place (from md up), a
// tournament's heading bar, and rows of a real row's height (one line per player and the win-chance
// line: 58 px on a phone, 61 px wide).
// Bars only, no words: a fan is not shown names that are not there.

/**
 * Placeholder sections and their rows: a little more than a phone's first screen holds below the
 * heading (twelve rows reach past 844 px), so the first screen is filled as a list of ordinary length
 * fills it (the page's foot is held below the fold by the slate's frame, `LiveFrame`).
 */
const SECTIONS = [
  { id: 'a', rows: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] },
  { id: 'b', rows: ['b1', 'b2', 'b3', 'b4', 'b5'] },
];

const BAR = 'rounded-sm bg-slate-200 dark:bg-slate-700';

function RowPlaceholder() {
  return (
    <li className="grid h-[58px] grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-x-1 border-slate-200 border-b px-1.5 last:border-b-0 sm:h-[61px] dark:border-slate-800">
      <span className={`h-3 w-9 ${BAR}`} />
      <span className="grid gap-1.5">
        <span className={`h-3.5 w-3/5 ${BAR}`} />
        <span className={`h-3.5 w-1/2 ${BAR}`} />
        <span className={`h-2 w-2/5 ${BAR}`} />
      </span>
      <span className={`h-9 w-16 ${BAR}`} />
    </li>
  );
}

/** Placeholder count line and tournament sections while the first answer is on its way. */
export function SlateLoading() {
  return (
    <div role="status" aria-busy="true">
      <p className="sr-only">Loading live matches…</p>
      <div aria-hidden="true" data-testid="slate-placeholder" className="grid animate-pulse gap-2">
        <div className="mb-2 flex h-[30px] items-center gap-2 sm:h-6">
          <span className={`h-5 w-11 ${BAR}`} />
          <span className={`h-3.5 w-32 ${BAR}`} />
        </div>
        <FilterBarPlace />
        <div className="grid items-start gap-x-3 lg:grid-cols-2">
          {SECTIONS.map((section) => (
            <div key={section.id} className={SECTION}>
              <div className={`${SECTION_HEADING} h-6`} />
              <ul className={SECTION_LIST}>
                {section.rows.map((row) => (
                  <RowPlaceholder key={row} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
