import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
  non2xx: number;
}

/**
 * Loads one URL for a fixed time with autocannon and reports req/s and latency percentiles. With
 * `paths`, every request asks for the next path of the list in turn (a different query each time).
 */
export async function measure(
  name: string,
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string>; paths?: readonly string[] },
): Promise<Measurement> {
  const latencies: number[] = [];
  const paths = options.paths;
  let next = 0;
  const requests = paths && [
    { setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) },
  ];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, duration: options.seconds, connections: options.connections, headers: options.headers, requests },
      (error: Error | null, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Warms a URL up so JIT and caches settle before measuring. */
export async function warmUp(url: string, headers?: Record<string, string>) {
  await new Promise<void>((resolve, reject) => {
    autocannon({ url, duration: 2, connections: 4, headers }, (error: Error | null) =>
      error ? reject(error) : resolve(),
    );
  });
}
