import { describe, expect, it } from 'vitest';
import { DEAD_LINK_CLOSE, decideReconnect, defaultBackoff } from './reconnect-policy';
import { describeRefusal } from './refusal-text';

const top = () => 1;

describe('reconnect policy by close code', () => {
  it('1000 stops', () => {
    expect(decideReconnect(1000, null, 0).action).toBe('stop');
  });

  it('1008 stops and keeps the refusal for the user', () => {
    expect(decideReconnect(1008, 'upgrade_required', 3)).toEqual({
      action: 'stop',
      reason: 'upgrade_required',
    });
    expect(describeRefusal('upgrade_required')).toMatch(/ULTRA/);
  });

  it('1013 backs off longer than a restart and grows with attempts, capped', () => {
    const refused = decideReconnect(1013, 'connection_limit:per_key', 0, defaultBackoff, top);
    const restart = decideReconnect(1012, 'service_restart', 0, defaultBackoff, top);
    expect(refused).toMatchObject({ action: 'retry', delayMs: defaultBackoff.refusedBaseMs });
    expect(restart).toMatchObject({ action: 'retry', delayMs: defaultBackoff.baseMs });
    const later = decideReconnect(1013, null, 3, defaultBackoff, top);
    expect(later.action === 'retry' && later.delayMs).toBe(defaultBackoff.refusedBaseMs * 8);
    const capped = decideReconnect(1013, null, 30, defaultBackoff, top);
    expect(capped.action === 'retry' && capped.delayMs).toBe(defaultBackoff.maxMs);
  });

  it('jitters within half to full delay', () => {
    const low = decideReconnect(1012, null, 2, defaultBackoff, () => 0);
    expect(low.action === 'retry' && low.delayMs).toBe(defaultBackoff.baseMs * 2);
  });

  it('a dropped or silent link reconnects', () => {
    expect(decideReconnect(1006, null, 0).action).toBe('retry');
    expect(decideReconnect(DEAD_LINK_CLOSE, null, 0)).toMatchObject({
      action: 'retry',
      reason: 'silent_link',
    });
  });
});
