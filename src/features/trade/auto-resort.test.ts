// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTO_RESORT_KEY, useAutoResort } from './auto-resort';

beforeEach(() => localStorage.clear());

describe('useAutoResort', () => {
  it('is off until the trader turns the live sort on: the grid holds still by default', () => {
    expect(renderHook(() => useAutoResort()).result.current[0]).toBe(false);
  });
  it('remembers the choice across visits', () => {
    const first = renderHook(() => useAutoResort());
    act(() => first.result.current[1](true));
    expect(localStorage.getItem(AUTO_RESORT_KEY)).toBe('on');
    expect(renderHook(() => useAutoResort()).result.current[0]).toBe(true);
  });
});
