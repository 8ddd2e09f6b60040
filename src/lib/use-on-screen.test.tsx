// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnScreen } from './use-on-screen';

function Probe({ margin }: { margin: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const on = useOnScreen(ref, margin);
  return <div ref={ref}>{on ? 'on' : 'off'}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useOnScreen', () => {
  it('counts everything as on screen where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe margin="0px" />);
    expect(screen.getByText('on')).toBeTruthy();
  });

  it('is off until the shared observer reports the element, and follows its reports', () => {
    let report: IntersectionObserverCallback = () => {};
    const observed: Element[] = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback) {
        report = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe margin="1px" />);
    const el = screen.getByText('off');
    expect(observed).toEqual([el]);
    const entry = (isIntersecting: boolean) =>
      [{ target: el, isIntersecting }] as unknown as IntersectionObserverEntry[];
    act(() => report(entry(true), {} as IntersectionObserver));
    expect(el.textContent).toBe('on');
    act(() => report(entry(false), {} as IntersectionObserver));
    expect(el.textContent).toBe('off');
  });
});
