import { BlockList, isIP } from 'node:net';

/** Addresses a reverse proxy in front of the API can have: loopback and private networks. */
const PROXY_NETWORKS = new BlockList();
PROXY_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PROXY_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PROXY_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PROXY_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PROXY_NETWORKS.addSubnet('100.64.0.0', 10, 'ipv4');
PROXY_NETWORKS.addAddress('::1', 'ipv6');
PROXY_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PROXY_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

function onProxyNetwork(address: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = v4 ?? address;
  const family = isIP(ip);
  return family !== 0 && PROXY_NETWORKS.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Addresses/CIDRs go to Fastify as they are. A hop count
 * alone would trust whoever connects: a client reaching the API directly could write its own
 * X-Forwarded-For and pick the address every per-IP limit counts (Fastify therefore trusts nothing
 * for a bare number). So the count applies only to a connection from loopback or a private
 * network, where the proxy of a hop-count setup sits.
 */
export function trustProxyOption(value: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (address, hop) => hop < hops && (hop > 0 || onProxyNetwork(address));
}
