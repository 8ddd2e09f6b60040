import { describe, expect, test } from 'vitest';
import { Analysis } from './analysis';

describe('Analysis', () => {
  test('thesis and an in-play profile with its input state', () => {
    const a = Analysis.parse({
      thesis: {
        pick_side: 1,
        confidence: 0.62,
        win_probability_pick: 0.68,
        state: 'valid',
        reasoning: 'Serve dominance indoors.',
        notes: { matchup: 'big server vs returner', environment: null, fatigue: null },
        scenario_playbook: [],
        created_at: '2026-09-20T12:00:00Z',
      },
      profile: {
        win_probability_p1: 0.66,
        expected_closeness: 0.4,
        volatility_rating: 'med',
        stage: 'live',
        model_version: 'scaffold-7',
        input_state: {
          capture: 'writer',
          live_score_id: 991,
          total_games: 9,
          score: { sets: [0, 0], server: 1 },
          stats: null,
        },
        key_factors: ['first-serve %'],
        created_at: '2026-09-20T13:30:00Z',
      },
    });
    expect(a.profile?.input_state?.capture).toBe('writer');
  });

  test('either part may be null; both keys are required', () => {
    expect(Analysis.parse({ thesis: null, profile: null }).thesis).toBeNull();
    expect(Analysis.safeParse({ thesis: null }).success).toBe(false);
    expect(Analysis.safeParse({ thesis: { pick_side: 3 }, profile: null }).success).toBe(false);
  });
});
