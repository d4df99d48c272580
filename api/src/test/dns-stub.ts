import { createSocket, type Socket } from 'node:dgram';
import { once } from 'node:events';

/**
 * A DNS server on 127.0.0.1 answering A queries from a table the test can change, so the
 * gateway's config can resolve its upstreams' names (`api`) as Docker's DNS would: several
 * addresses for a scaled service, a new set when replicas come and go. Anything else: NXDOMAIN.
 */
export interface DnsStub {
  port: number;
  /** The addresses `name` resolves to from now on (none: NXDOMAIN). */
  set(name: string, addresses: string[]): void;
  close(): Promise<void>;
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at] !== 0) {
    const length = message[at];
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function answer(query: Buffer, table: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const addresses = type === 1 ? (table.get(name) ?? []) : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the query's id
  const known = table.has(name);
  header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2); // a response, recursion available; NXDOMAIN if unknown
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const records = addresses.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the question's name
    record.writeUInt16BE(1, 2); // A
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(1, 6); // a one-second TTL
    record.writeUInt16BE(4, 10);
    for (const [i, part] of address.split('.').entries()) record.writeUInt8(Number(part), 12 + i);
    return record;
  });
  return Buffer.concat([header, question, ...records]);
}

export async function startDnsStub(): Promise<DnsStub> {
  const table = new Map<string, string[]>();
  const socket: Socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    try {
      socket.send(answer(query, table), peer.port, peer.address);
    } catch {
      // A malformed query gets no answer.
    }
  });
  socket.bind(0, '127.0.0.1');
  await once(socket, 'listening');
  return {
    port: socket.address().port,
    set(name, addresses) {
      table.set(name.toLowerCase(), addresses);
    },
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
