import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scroll-edges';

describe('scrollEdges', () => {
  it('says where columns are hidden', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 520, clientWidth: 358 })).toEqual({
      left: false,
      right: true,
    });
    expect(scrollEdges({ scrollLeft: 80, scrollWidth: 520, clientWidth: 358 })).toEqual({
      left: true,
      right: true,
    });
    expect(scrollEdges({ scrollLeft: 162, scrollWidth: 520, clientWidth: 358 })).toEqual({
      left: true,
      right: false,
    });
  });

  it('shows no cue when everything fits', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 1000.4 })).toEqual({
      left: false,
      right: false,
    });
  });
});
