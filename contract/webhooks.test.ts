import { describe, expect, test } from 'vitest';
import { CreatedWebhook, CreateWebhookBody, DeletedWebhook, WebhookList } from './webhooks';
import { parseRequest } from './query';

const hook = () => ({
  id: 12,
  url: 'https://hooks.example.test/tennis',
  events: ['score', 'point'],
  enabled: false,
  created_at: '2026-09-01T10:00:00Z',
  last_delivery_at: '2026-09-20T14:00:00Z',
  consecutive_failures: 25,
  last_error: 'timeout after 3s',
});

describe('webhooks', () => {
  test('create body: https only, events default to score', () => {
    expect(CreateWebhookBody.parse({ url: 'https://hooks.example.test/x' }).events).toEqual(['score']);
    const http = parseRequest(CreateWebhookBody, { url: 'http://hooks.example.test/x' });
    expect(http.ok === false && http.error.error).toBe('bad_request');
    expect(CreateWebhookBody.safeParse({ url: 'https://h.test', events: ['goal'] }).success).toBe(false);
  });

  test('the secret is in the 201 only', () => {
    expect(CreatedWebhook.parse({ ...hook(), secret: 'whsec_1' }).secret).toBe('whsec_1');
    expect(CreatedWebhook.safeParse(hook()).success).toBe(false);
    expect(WebhookList.parse({ data: [hook()], meta: { count: 1 } }).data[0].enabled).toBe(false);
    expect(WebhookList.safeParse({ data: [{ ...hook(), secret: 'leak' }], meta: { count: 1 } }).success).toBe(
      false,
    );
  });

  test('delete answer', () => {
    expect(DeletedWebhook.parse({ deleted: 12 }).deleted).toBe(12);
    expect(DeletedWebhook.safeParse({ deleted: true }).success).toBe(false);
  });
});
