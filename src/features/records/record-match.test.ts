import { describe, expect, it } from 'vitest';
import { recordMatchesFromCsv } from './record-match';

const HEADER =
  'archive_match_id,tour,level,tournament,event_date,round,outcome,winner_player_id,winner_name,winner_age,loser_player_id,loser_name';

describe('recordMatchesFromCsv', () => {
  it('keeps tour-level main-draw rounds (quarter-finals included) and drops qualifying, challengers and ITF', () => {
    const csv = [
      HEADER,
      '1,atp,G,Wimbledon,2012-06-25,QF,completed,103819,Roger Federer,30.9,104022,Mikhail Youzhny',
      '2,atp,G,Wimbledon,2012-06-18,Q1,completed,1,A,20,2,B',
      '3,atp,C,Bergamo,2012-02-13,F,completed,1,A,20,2,B',
      '4,wta,15,Antalya,2021-01-04,F,completed,1,A,20,2,B',
      '5,atp,A,Belgrade,2011-04-25,SF,walkover,104925,Novak Djokovic,23.9,103794,Janko Tipsarevic',
    ].join('\n');
    const rows = recordMatchesFromCsv(csv);
    expect(rows.map((r) => r.id)).toEqual([1, 5]);
    expect(rows[0]).toMatchObject({ round: 'QF', winnerAge: 30.9, walkover: false });
    expect(rows[1].walkover).toBe(true);
  });

  it('leaves an unknown age absent, not 0', () => {
    const rows = recordMatchesFromCsv(
      `${HEADER}\n1,wta,W,Dallas,1975-03-03,F,completed,200259,Chris Evert,,200001,Billie Jean King`,
    );
    expect(rows[0].winnerAge).toBeNull();
  });
});
