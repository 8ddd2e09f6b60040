import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { WEBHOOK_EVENTS } from '../../../contract/webhooks';
import type { ApiError } from '../../api/api-error';
import { describeApiError } from '../../api/describe-api-error';
import { createWebhook, deleteWebhook } from '../../api/webhooks';
import { LocalTimeText } from '../../components/local-time-text';
import { useTierBelow } from '../../queries/budget-context';
import { webhookQueries } from '../../queries/webhook-queries';
import { SignatureHowTo } from './signature-how-to';
import { webhookEventLabel, webhookEventsText } from './webhook-event-words';

const FIELD =
  'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
const BUTTON =
  'rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60 dark:bg-indigo-300 dark:text-indigo-950';

/** The secret of a just-created webhook: the service shows it once, so it is offered for copying now. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">Copy this secret now: it is shown only once.</p>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <code data-testid="webhook-secret" className="break-all rounded bg-white px-1 dark:bg-slate-900">
          {secret}
        </code>
        <button type="button" onClick={copy} className={BUTTON}>
          {copied ? 'Copied' : 'Copy secret'}
        </button>
        <button type="button" onClick={onDone} className="text-sm underline underline-offset-2">
          I have stored it
        </button>
      </p>
    </div>
  );
}

function refusal(error: ApiError): string {
  if (error.problem.type === 'upgrade_required')
    return 'Webhooks need an ULTRA key bought directly (a marketplace key cannot register them).';
  if (error.problem.type === 'webhook_limit') return 'This key already has its 3 webhooks; delete one first.';
  return describeApiError(error);
}

/** Webhooks of the gateway's key (ULTRA, direct channel): create with the secret shown once, list, delete. */
export function WebhooksSection() {
  const client = useQueryClient();
  // Below ULTRA (known from the usage read) the list would only be refused: say so without asking.
  const belowUltra = useTierBelow('ULTRA');
  const list = useQuery({ ...webhookQueries.list(), retry: false, enabled: !belowUltra });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['score']);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: webhookQueries.list().queryKey });
  const create = useMutation({
    mutationFn: () => createWebhook({ url: url.trim(), events: events as (typeof WEBHOOK_EVENTS)[number][] }),
    onSuccess: (hook) => {
      setSecret(hook.secret);
      setUrl('');
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteWebhook(id),
    onSuccess: () => void refresh(),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (url.trim() && events.length > 0) create.mutate();
  };
  const toggle = (event: string, on: boolean) =>
    setEvents((prev) => (on ? [...new Set([...prev, event])] : prev.filter((x) => x !== event)));

  const listError = list.error as ApiError | null;
  return (
    <section
      aria-labelledby="webhooks-heading"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="webhooks-heading" className="text-lg font-semibold">
        Webhooks
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        The service posts score, break-point and point events to your URL, signed with a secret. They belong
        to the key the gateway holds (ULTRA, bought directly); at most 3 per key.
      </p>
      {belowUltra ? (
        <p data-testid="webhooks-unavailable" className="mt-3 text-sm text-slate-800 dark:text-slate-200">
          Webhooks need an ULTRA key bought directly; this key’s plan does not include them.
        </p>
      ) : listError ? (
        <p data-testid="webhooks-unavailable" className="mt-3 text-sm text-slate-800 dark:text-slate-200">
          {refusal(listError)}
        </p>
      ) : (
        <>
          {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
          <form onSubmit={onSubmit} className="mt-3 grid gap-2">
            <div className="flex flex-wrap gap-2">
              <label htmlFor="webhook-url" className="sr-only">
                Webhook URL
              </label>
              <input
                id="webhook-url"
                type="url"
                required
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://example.com/tennis-hook"
                className={FIELD}
              />
              <button type="submit" disabled={create.isPending || events.length === 0} className={BUTTON}>
                {create.isPending ? 'Creating…' : 'Create webhook'}
              </button>
            </div>
            <fieldset className="flex flex-wrap gap-3 text-sm">
              <legend className="sr-only">Events to deliver</legend>
              {WEBHOOK_EVENTS.map((ev) => (
                <label key={ev} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={events.includes(ev)}
                    onChange={(e) => toggle(ev, e.target.checked)}
                  />
                  {webhookEventLabel(ev)}
                </label>
              ))}
            </fieldset>
            {create.error && (
              <p role="alert" className="text-sm text-rose-800 dark:text-rose-200">
                {refusal(create.error as ApiError)}
              </p>
            )}
          </form>
          {list.isPending ? (
            <p role="status" className="mt-3 text-sm">
              Loading webhooks…
            </p>
          ) : (list.data?.data?.length ?? 0) === 0 ? (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No webhooks registered.</p>
          ) : (
            <ul aria-label="Registered webhooks" className="mt-3 grid gap-2">
              {list.data?.data?.map((hook) => (
                <li
                  key={hook.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-2 text-sm dark:border-slate-800"
                >
                  <span className="min-w-0 break-all">
                    <span className="font-medium">{hook.url ?? `Webhook ${hook.id}`}</span>
                    <span className="block text-slate-700 dark:text-slate-300">
                      {webhookEventsText(hook.events ?? []) ?? 'Events unknown'} ·{' '}
                      {hook.enabled ? 'enabled' : `disabled${hook.last_error ? `: ${hook.last_error}` : ''}`}
                      {hook.last_delivery_at ? (
                        <>
                          {' '}
                          · last delivery <LocalTimeText iso={hook.last_delivery_at} />
                        </>
                      ) : null}
                    </span>
                  </span>
                  <button
                    type="button"
                    onClick={() => remove.mutate(hook.id)}
                    disabled={remove.isPending}
                    className="rounded-md border border-rose-300 px-2 py-1 text-rose-800 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-700 dark:border-rose-800 dark:text-rose-200 dark:hover:bg-rose-950"
                  >
                    Delete<span className="sr-only"> webhook {hook.url ?? hook.id}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <SignatureHowTo />
    </section>
  );
}
