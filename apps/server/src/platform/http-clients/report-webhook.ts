import type { FastifyBaseLogger } from 'fastify';

/**
 * Internal reports to a Slack-compatible incoming webhook (`REPORT_WEBHOOK_URL`): a JSON POST of
 * `{text}`, as Slack documents it. Reports are best effort: a failure is logged and never breaks
 * the request that caused it. Without a URL, reporting is off.
 */
export interface ReportWebhook {
  readonly enabled: boolean;
  report(text: string): void;
  /** Resolves when every report sent so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export function createReportWebhook(
  url: string | undefined,
  logger: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): ReportWebhook {
  const pending = new Set<Promise<void>>();
  return {
    enabled: Boolean(url),
    report(text) {
      if (!url) return;
      const sending = fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(5000),
      })
        .then((response) => {
          if (!response.ok) logger.warn({ status: response.status }, 'report webhook refused the report');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'report webhook could not be reached'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    settled: async () => {
      await Promise.allSettled([...pending]);
    },
  };
}
