import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, WebhookDelivery, WebhookEndpoint } from '@hotel/contracts';
import { dateTime } from '../../../lib/format';
import { renderWithApp } from '../../../test/render';
import { WebhooksPage } from './webhooks-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN: CurrentUser = { id: 'u-admin', firstName: 'Olive', lastName: 'Ops', email: 'ops@x.dev', isAdmin: true };
const ENDPOINT: WebhookEndpoint = {
  id: '0b4f7d36-8d1e-4c61-9a57-5a1d0f3b2c11',
  url: 'https://hooks.example.com/in',
  description: 'CMS sync',
  events: ['profile.changed', 'hotel.failed'],
  enabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastDelivery: { status: 'failed', createdAt: '2026-11-25T09:00:00.000Z' },
};
const DELIVERY: WebhookDelivery = {
  id: 'd1',
  eventId: 'e1',
  eventType: 'profile.changed',
  status: 'failed',
  attempts: 8,
  responseStatus: 500,
  lastError: 'HTTP 500: <script>alert(1)</script>',
  durationMs: 42,
  createdAt: '2026-11-25T09:00:00.000Z',
  lastAttemptAt: '2026-11-25T09:21:00.000Z',
  deliveredAt: null,
};

/** The webhooks API by method and path; every call is recorded with its body. */
function stubApi(endpoints: WebhookEndpoint[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
      if (method === 'POST' && url === '/api/webhooks') return json({ ...ENDPOINT, id: 'new', url: 'https://new.example.com/h', secret: 'whsec_shown_once', lastDelivery: null }, 201);
      if (url.includes('/deliveries')) return json([DELIVERY], 200, { 'x-total-count': '1', 'x-page': '1', 'x-page-size': '20' });
      return json(endpoints);
    }),
  );
  return calls;
}

describe('WebhooksPage', () => {
  it('tells a non-admin they lack permission and lists nothing', () => {
    renderWithApp(<WebhooksPage />, { user: { ...ADMIN, isAdmin: false } });
    expect(screen.getByText('You do not have permission to access this page. Admin privileges required.')).toBeTruthy();
    expect(screen.queryByTestId('button-add-webhook')).toBeNull();
    expect(document.title).toBe('Webhooks · Hotel Profiler');
  });

  it('shows the empty state, then adds an endpoint and shows its secret once with a warning', async () => {
    const calls = stubApi([]);
    renderWithApp(<WebhooksPage />, { user: ADMIN });
    expect((await screen.findByTestId('webhooks-empty')).textContent).toContain('No webhooks yet');

    fireEvent.click(screen.getByTestId('button-add-webhook'));
    const dialog = await screen.findByTestId('dialog-add-webhook');
    fireEvent.change(within(dialog).getByTestId('input-webhook-url'), { target: { value: ' https://new.example.com/h ' } });
    const box = within(dialog).getByTestId('checkbox-event-hotel.failed');
    fireEvent.click(box.querySelector('input')!);
    await waitFor(() => expect(box.getAttribute('data-state')).toBe('checked'));
    fireEvent.click(within(dialog).getByTestId('button-submit-webhook'));

    expect((await screen.findByTestId('text-webhook-secret')).textContent).toBe('whsec_shown_once');
    expect(screen.getByTestId('webhook-secret-reveal').textContent).toContain('It is shown only once');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ url: 'https://new.example.com/h', events: ['profile.changed', 'hotel.failed'] });
  }, 20_000);

  it('lists an endpoint with its events and last delivery, and opens its delivery log with status badges', async () => {
    stubApi([ENDPOINT]);
    renderWithApp(<WebhooksPage />, { user: ADMIN });
    const card = await screen.findByTestId(`card-webhook-${ENDPOINT.id}`);
    expect(card.textContent).toContain('https://hooks.example.com/in');
    expect(card.textContent).toContain('Profile changed');
    expect(card.textContent).toContain('Hotel failed');
    expect(screen.getByTestId(`text-last-delivery-${ENDPOINT.id}`).textContent).toContain('Failed');

    fireEvent.click(screen.getByTestId(`button-deliveries-${ENDPOINT.id}`));
    const row = await screen.findByTestId('row-delivery-d1');
    expect(within(row).getByTestId('status-delivery-d1').textContent).toBe('Failed');
    expect(row.textContent).toContain(dateTime(DELIVERY.createdAt));
    expect(row.textContent).toContain('42 ms');
    // The receiver's answer is shown as text, never as markup.
    expect(row.textContent).toContain('<script>alert(1)</script>');
    expect(row.querySelector('script')).toBeNull();
  });

  it('queues a test event for the endpoint', async () => {
    const calls = stubApi([ENDPOINT]);
    renderWithApp(<WebhooksPage />, { user: ADMIN });
    fireEvent.click(await screen.findByTestId(`button-test-webhook-${ENDPOINT.id}`));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === `/api/webhooks/${ENDPOINT.id}/test`)).toBe(true));
  });
});
