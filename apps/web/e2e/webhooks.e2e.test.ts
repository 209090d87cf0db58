import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SPEC_ADMIN, signInAs, useE2e } from './harness.ts';
import { axeViolations } from './support/app.ts';

interface Received {
  path: string;
  headers: Record<string, string | undefined>;
  body: string;
}

/*
 * An admin adds a webhook endpoint (the stack's receiver on 127.0.0.1, allow-listed like the
 * fixture sites), copies the secret shown once, sends a test event through the real worker, sees
 * it delivered in the log, and the receiver checks the signature with that secret.
 */
describe('webhooks: add an endpoint, send a test event, the receiver gets it signed', () => {
  const e2e = useE2e();

  it('shows the secret once, delivers a signed ping and logs it as Delivered', async () => {
    const page = await e2e.newPage();
    await signInAs(page, e2e.stack.baseUrl, SPEC_ADMIN);
    await page.getByTestId('link-webhooks').first().click();
    await page.waitForURL('**/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    expect(await page.title()).toBe('Webhooks · Hotel Profiler');

    const url = `${e2e.stack.webhookReceiverUrl}e2e-${Date.now()}`;
    await page.getByTestId('button-add-webhook').click();
    await page.getByTestId('input-webhook-url').fill(url);
    expect(await axeViolations(page, 'add webhook dialog')).toEqual([]);
    await page.getByTestId('button-submit-webhook').click();
    const secret = (await page.getByTestId('text-webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('button-done-webhook').click();

    const card = page.locator('[data-testid^="card-webhook-"]', { hasText: url });
    await card.waitFor();
    await card.getByRole('button', { name: 'Send test event' }).click();
    const status = card.locator('[data-testid^="status-delivery-"]').first();
    await expect.poll(async () => ((await status.count()) ? status.innerText() : ''), { timeout: 30_000 }).toBe('Delivered');

    const received = (await (await fetch(`${e2e.stack.webhookReceiverUrl}received`)).json()) as Received[];
    const mine = received.filter((r) => r.path === new URL(url).pathname);
    expect(mine).toHaveLength(1);
    const { headers, body } = mine[0]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(headers['x-hotel-profiler-signature'] ?? '') ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(headers['x-hotel-profiler-event']).toBe('ping');
    expect(JSON.parse(body)).toMatchObject({ type: 'ping', data: { message: 'Test event from Hotel Profiler' } });
    expect(await axeViolations(page, 'webhooks with a delivery log')).toEqual([]);

    // The secret is never shown again.
    await page.reload();
    await card.waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
  }, 90_000);
});
