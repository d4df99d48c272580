import { BlockList, isIP } from 'node:net';

/** proxy-addr's names for address ranges, which TRUST_PROXY also accepts. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether an address is in the list (addresses, CIDRs, named ranges); IPv4-mapped IPv6 counts as IPv4. */
export function addressMatcher(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
    const type = isIP(plain) === 6 ? 'ipv6' : isIP(plain) === 4 ? 'ipv4' : null;
    return type !== null && list.check(plain, type);
  };
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: the proxies whose X-Forwarded-For and -Proto are
 * believed, named by address or range, or counted (the nearest `hops` proxies), or both. The
 * client is the first address, walking the chain back from this server, that is not trusted.
 */
export function trustProxyOption(
  addresses: string[],
  hops: number,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (!addresses.length) return hops > 0 ? (_address, hop) => hop < hops : false;
  if (hops === 0) return addresses;
  const trusted = addressMatcher(addresses);
  return (address, hop) => hop < hops || trusted(address);
}
