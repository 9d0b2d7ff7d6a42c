import { createSocket } from 'node:dgram';

const TYPE_TXT = 16;
const CLASS_IN = 1;

/**
 * A DNS server on 127.0.0.1 that answers TXT questions from a table the test fills (RFC 1035
 * wire format over UDP): the records a site owner adds at their DNS provider. A name with no
 * entry is NXDOMAIN; a name whose entry is empty has no TXT records (NOERROR, no answers).
 */
export async function startDnsTestServer() {
  const records = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const answer = respond(query, records);
    if (answer) socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    /** `host:port`, for `SITE_DNS_SERVERS`. */
    address: `127.0.0.1:${socket.address().port}`,
    setTxt: (name: string, values: string[]) => void records.set(name.toLowerCase(), values),
    remove: (name: string) => void records.delete(name.toLowerCase()),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

function respond(query: Buffer, records: Map<string, string[]>): Buffer | null {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
  // The question: length-prefixed labels, a zero, then its type and class.
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset]!;
    labels.push(query.toString('latin1', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  const questionEnd = offset + 5;
  if (questionEnd > query.length) return null;
  const type = query.readUInt16BE(offset + 1);
  const values = records.get(labels.join('.').toLowerCase());
  const answers = values && type === TYPE_TXT ? values : [];

  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // the query's id
  header.writeUInt16BE(values ? 0x8180 : 0x8183, 2); // a response, recursion available; NXDOMAIN when unknown
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  const parts = [header, query.subarray(12, questionEnd)];
  for (const value of answers) {
    const text = Buffer.from(value, 'utf8');
    const rdata = Buffer.concat(
      Array.from({ length: Math.ceil(text.length / 255) || 1 }, (_, index) => {
        const chunk = text.subarray(index * 255, (index + 1) * 255);
        return Buffer.concat([Buffer.from([chunk.length]), chunk]);
      }),
    );
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_TXT, 2);
    record.writeUInt16BE(CLASS_IN, 4);
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(rdata.length, 10);
    parts.push(record, rdata);
  }
  return Buffer.concat(parts);
}
