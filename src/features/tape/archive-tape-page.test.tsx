// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArchiveTape } from '../../../contract/archive';
import { archiveTapeBody, playTape } from '../../lib/test-tape-fixtures';
import { json, renderAt } from '../../test/test-render';
import { ArchiveTapePage } from './archive-tape-page';
import { stubFetch } from './test-fetch';

const ID = 1161745;
const TAPE = `/history/archive/matches/${ID}/tape`;
const rows = playTape([1, 1, 2, 1, 1], { timed: false, model: false });
const body = archiveTapeBody(ID, rows);
const page = () => renderAt(`/archive/matches/${ID}/tape`, '/archive/matches/:id/tape', <ArchiveTapePage />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ArchiveTapePage', () => {
  it('uses a fixture the contract accepts', () => {
    expect(ArchiveTape.safeParse(body).success).toBe(true);
  });

  it('names the ULTRA-or-History-plan tier when the archive tape is refused', async () => {
    const f = stubFetch({
      [TAPE]: json(403, {
        error: 'upgrade_required',
        detail: 'The archive tape needs core ULTRA or any History plan.',
        capability: 'archive_tape',
      }),
    });
    page();
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with an ULTRA key or a History plan');
    expect(notice).toHaveTextContent('reconstructed point-by-point tapes for 2013–2022 archive results');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(f.requests(TAPE)).toHaveLength(1);
  });

  it('reads a source dataset it does not know as "unknown", with the name as sent on hover', async () => {
    const meta = { ...body.meta, source: { dataset: 'pbp_2031_feed', id: '42' } };
    stubFetch({ [TAPE]: json(200, { ...body, meta }) });
    page();
    await screen.findByTestId('tape-point-source');
    const line = screen.getByTestId('archive-tape-source');
    expect(line).toHaveTextContent('Points from a record of unknown source, match 42, scored here');
    expect(within(line).getByText('unknown')).toHaveAttribute(
      'title',
      'Not known to Courtside: “pbp_2031_feed”',
    );
    expect(screen.getByTestId('tape-point-source')).toHaveTextContent(
      'The points of a record of unknown source, match 42, re-scored here',
    );
    expect(document.body).not.toHaveTextContent('pbp_2031_feed');
    // The event's first day is its week, never a match day.
    expect(screen.getByTestId('tape-subtitle')).toHaveTextContent(/week of \d{1,2} [A-Z][a-z]{2} \d{4}/);
  });

  it('shows the tape winner first, names where its points came from and asks for no prices', async () => {
    const f = stubFetch({ [TAPE]: json(200, body) });
    page();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Novak Djokovic d. Andy Murray: archive tape',
      }),
    ).toBeInTheDocument();
    // The points are the real record's (meta.source), not a sequence made up from the final score.
    expect(screen.getByTestId('archive-tape-source')).toHaveTextContent(
      'Points from the real point-by-point record of the match (Jeff Sackmann’s tennis_pointbypoint), match 11399459',
    );
    expect(screen.getByTestId('tape-point-source')).not.toHaveTextContent('final score');
    expect(within(screen.getByTestId('tape-at-p1')).getByRole('rowheader')).toHaveTextContent(
      'Novak Djokovic',
    );
    expect(screen.queryByTestId('tape-at-price')).toBeNull();
    // Archive ids are not match ids: the price route is never asked.
    expect(f.urls.every((u) => !u.pathname.includes('/prices'))).toBe(true);
    // No model on an archive tape: the chart is the chance from the score alone, and the measures with it.
    expect(await screen.findByText(/the line is the chance from the score alone/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How excitement is measured' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByTestId('measure-excitement')).toHaveTextContent(/rise or fall .* added up/);
    expect(screen.getByTestId('measure-comeback')).toHaveTextContent(
      /^Comeback.*Novak Djokovic (down to \d+\.\d%|never below the start \(50\.0%\))/,
    );
    expect(screen.getByText(/Set 1: Novak Djokovic 2–7 Andy Murray/)).toBeInTheDocument();
  });

  it('says when a result has no reconstructed tape', async () => {
    stubFetch({
      [TAPE]: json(404, {
        error: 'not_found',
        archive_match_id: ID,
        detail: 'No point-by-point record of this result could be linked; it has no reconstructed tape.',
      }),
    });
    page();
    const empty = await screen.findByText(/No tape for this match/);
    expect(empty).toHaveTextContent('no point-by-point record of it was found');
    // The service's sentence is not repeated to the user.
    expect(empty).not.toHaveTextContent('could be linked');
    expect(within(empty).getByRole('link', { name: 'the result' })).toHaveAttribute(
      'href',
      `/archive/matches/${ID}`,
    );
    // No points, so nothing is said of where they came from.
    expect(screen.queryByTestId('archive-tape-source')).toBeNull();
  });

  it('shows the rate limit with its retry time', async () => {
    stubFetch({ [TAPE]: json(429, { error: 'rate_limited', retry_after: 30 }, { 'Retry-After': '30' }) });
    page();
    expect(await screen.findByTestId('rate-limited')).toBeInTheDocument();
  });
});
