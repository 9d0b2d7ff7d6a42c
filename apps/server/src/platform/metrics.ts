import { timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from './errors.js';

/** What the pool of database connections looks like now (PostgreSQL; PGlite has one connection). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The process's Prometheus metrics (issue 14): requests by route, method and status with latency
 * histograms, background job runs, open event streams and the database pool. One registry per app
 * (not prom-client's global one), so several apps in one test process do not mix their counts.
 */
export interface Metrics {
  readonly registry: Registry;
  /** A background job ran: its name, whether it threw, and how long it took. */
  jobRan(job: string, outcome: 'ok' | 'failed', seconds: number): void;
  /** An event stream opened (+1) or closed (-1). */
  streams(delta: 1 | -1): void;
}

/** Latency buckets in seconds: a cached page (~1 ms) to a slow import (10 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { poolStats?: () => PoolStats | undefined } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobRuns = new Counter({
    name: 'vernissage_job_runs_total',
    help: 'Background job runs, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'vernissage_job_run_duration_seconds',
    help: 'How long background job runs take.',
    labelNames: ['job'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const openStreams = new Gauge({
    name: 'vernissage_event_streams',
    help: 'Server-Sent Event streams open now.',
    registers: [registry],
  });
  const poolStats = options.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'vernissage_db_pool_connections',
      help: 'Database pool connections, by state (total, idle, waiting clients).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return {
    registry,
    jobRan: (job, outcome, seconds) => {
      jobRuns.inc({ job, outcome });
      jobSeconds.observe({ job }, seconds);
    },
    streams: (delta) => openStreams.inc(delta),
  };
}

/** The route a request matched, as declared (`/api/artwork/{aid}`, not the id itself), to bound the label set. */
function routeOf(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  return url ? url.replace(/:([A-Za-z0-9_]+)/g, '{$1}') : 'unmatched';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Counts and times every request, and serves the metrics at `GET /metrics` to a scraper that
 * sends `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured the endpoint does not
 * exist (404), so nothing about the process leaks by default.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const requests = new Counter({
    name: 'vernissage_http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: 'vernissage_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    if (route !== '/metrics') {
      const labels = { method: request.method, route };
      requests.inc({ ...labels, status: String(reply.statusCode) });
      latency.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameSecret(given, token)) {
      throw new AppError(ErrorCode.unauthenticated, 'Metrics need the bearer token of METRICS_TOKEN.');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
