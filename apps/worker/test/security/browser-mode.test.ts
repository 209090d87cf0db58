/**
 * Browser mode (FETCH_MODE=browser and the automatic fallback for JavaScript shells) against a
 * hostile page, with the real Chromium: every request the page makes must go through the guarded
 * HTTP client. A page script that opens a WebSocket to 127.0.0.1, or an RTCPeerConnection whose
 * STUN/TURN servers are 127.0.0.1 (UDP and TCP), must reach no canary; a page that grows its DOM
 * without end is refused at the size limit.
 */
import dgram from 'node:dgram';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../../src/config.ts';
import { browserAvailable, createBrowserRenderer, type BrowserRenderer } from '../../src/fetch/browser.ts';
import { createHttpClient } from '../../src/fetch/http.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe.skipIf(!browserAvailable(CHROMIUM))('browser mode against a hostile page', () => {
  let tcpCanary: net.Server;
  let tcpConnections = 0;
  let udpCanary: dgram.Socket;
  let udpPackets = 0;
  let site: http.Server;
  let siteUrl = '';
  let renderer: BrowserRenderer;
  let httpHits = 0;

  beforeAll(async () => {
    tcpCanary = net.createServer((s) => {
      tcpConnections++;
      s.destroy();
    });
    await new Promise<void>((r) => tcpCanary.listen(0, '127.0.0.1', r));
    const tcpPort = (tcpCanary.address() as net.AddressInfo).port;
    udpCanary = dgram.createSocket('udp4');
    udpCanary.on('message', () => void udpPackets++);
    await new Promise<void>((r) => udpCanary.bind(0, '127.0.0.1', r));
    const udpPort = udpCanary.address().port;

    const hostile = `<!doctype html><html><head><title>Rooms</title></head><body><h1>Rooms</h1><p id="status">starting</p>
<script>
  const status = document.getElementById('status');
  try { const ws = new WebSocket('ws://127.0.0.1:${tcpPort}/'); ws.onopen = () => { status.textContent += ' ws-open'; }; } catch (e) { status.textContent += ' ws-throw'; }
  try { new WebSocket('ws://localhost:${tcpPort}/x'); } catch (e) {}
  try {
    const pc = new RTCPeerConnection({ iceServers: [
      { urls: 'stun:127.0.0.1:${udpPort}' },
      { urls: 'turn:127.0.0.1:${udpPort}?transport=udp', username: 'u', credential: 'p' },
      { urls: 'turn:127.0.0.1:${tcpPort}?transport=tcp', username: 'u', credential: 'p' },
    ] });
    pc.createDataChannel('leak');
    pc.onicecandidate = (e) => { if (e.candidate) status.textContent += ' candidate'; };
    pc.createOffer().then((o) => pc.setLocalDescription(o));
  } catch (e) { status.textContent += ' rtc-throw'; }
  status.textContent += ' done';
</script></body></html>`;
    const huge = `<!doctype html><html><body><p>Rooms</p><script>
  const chunk = 'x'.repeat(1024 * 64);
  for (let i = 0; i < 200; i++) { const p = document.createElement('p'); p.textContent = chunk; document.body.appendChild(p); }
</script></body></html>`;
    site = http.createServer((req, res) => {
      httpHits++;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.url === '/huge' ? huge : hostile);
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    const sitePort = (site.address() as net.AddressInfo).port;
    siteUrl = `http://127.0.0.1:${sitePort}`;
    // Only the hostile site is allow-listed; the canaries' ports are not.
    const config = loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${sitePort}`, MAX_BODY_BYTES: String(4 * 1024 * 1024) });
    renderer = createBrowserRenderer({ executablePath: CHROMIUM, userAgent: config.USER_AGENT, http: createHttpClient({ config }), maxHtmlBytes: config.MAX_BODY_BYTES });
  });

  afterAll(async () => {
    await renderer?.close();
    await new Promise((r) => site?.close(r));
    await new Promise((r) => tcpCanary?.close(r));
    udpCanary?.close();
  });

  it('a WebSocket and an RTCPeerConnection to 127.0.0.1 reach no canary, over TCP or UDP', async () => {
    const page = await renderer.render(`${siteUrl}/rooms`, { timeoutMs: 30_000 });
    expect(httpHits).toBeGreaterThan(0);
    // The script ran (so the attempts were made) ...
    expect(page.html).toContain(' done');
    // ... and ICE gathering had time to send its STUN/TURN packets.
    await sleep(3_000);
    expect(tcpConnections, 'TCP connections to the canary (WebSocket, TURN over TCP)').toBe(0);
    expect(udpPackets, 'UDP packets to the canary (STUN, TURN over UDP)').toBe(0);
  }, 60_000);

  it('refuses a page whose rendered HTML grows past the size limit', async () => {
    await expect(renderer.render(`${siteUrl}/huge`, { timeoutMs: 30_000 })).rejects.toMatchObject({
      name: 'NonRetryableError',
      reason: 'Rendered page is larger than 4 MB',
    });
  }, 60_000);
});
