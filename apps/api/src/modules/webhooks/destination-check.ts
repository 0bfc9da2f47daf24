import { lookup } from 'node:dns/promises'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { lookup as lookupCallback } from 'node:dns'

// An endpoint's address is the partner's to choose, so without a check it would let anyone make
// our servers call into their own network (the cloud's metadata service, a database's admin
// page). Every address a host name resolves to must be public: checked when an endpoint is added,
// again before each delivery (DNS can change), and once more on the connection itself.

const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", and the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64, likewise
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which embeds an IPv4 address
  ['fc00::', 7], // unique local (AWS's metadata service answers at fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6')
}
// IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) need no rule of their own: BlockList checks them
// against the IPv4 rules above.

/** True for an address no webhook may be sent to. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** Why a destination is refused; the message a partner sees is the domain's. */
export type DestinationRefusal =
  { kind: 'unresolvable'; detail: string } | { kind: 'private'; address: string }

/** The URL's host without the brackets an IPv6 literal carries in a URL. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/**
 * Resolves the URL's host (every address, as a connection might use any) and refuses it when
 * any of them is not public. Undefined when the destination may be used.
 */
export async function checkDestination(url: URL): Promise<DestinationRefusal | undefined> {
  const host = hostOf(url)
  let addresses: string[]
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address)
  } catch (error) {
    const detail = (error as NodeJS.ErrnoException).code ?? 'lookup failed'
    return { kind: 'unresolvable', detail }
  }
  if (addresses.length === 0) return { kind: 'unresolvable', detail: 'no addresses' }
  const refused = addresses.find(isPrivateAddress)
  return refused ? { kind: 'private', address: refused } : undefined
}

/**
 * A lookup for http.request that refuses private addresses, so the connection goes to an address
 * that was checked, not to whatever the name resolves to a moment after the check.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookupCallback(hostname, { ...options, all: true }, (error, entries) => {
    if (error) return callback(error, '', 0)
    const list = entries as unknown as Array<{ address: string; family: number }>
    const refused = list.find((entry) => isPrivateAddress(entry.address))
    if (refused || list.length === 0) {
      const failure = Object.assign(
        new Error(
          `refused: ${hostname} resolves to a non-public address ${refused?.address ?? ''}`,
        ),
        { code: 'EPRIVATEADDRESS' },
      )
      return callback(failure, '', 0)
    }
    if (options.all) return (callback as (e: null, a: typeof list) => void)(null, list)
    callback(null, list[0]!.address, list[0]!.family)
  })
}
