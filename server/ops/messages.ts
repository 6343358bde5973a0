// Messages between the cluster primary (server/ops/cluster.ts) and its workers
// (server/ops/metrics.ts): a worker asked for /metrics asks the primary, which gathers every
// worker's metrics and answers with the whole server's.
import type { Registry } from 'prom-client'

/** Worker to primary: the whole server's metrics, please. */
export const METRICS_REQUEST = 'nestwell:metrics-request'
/** Primary to worker: your metrics as JSON. */
export const METRICS_COLLECT = 'nestwell:metrics-collect'
/** Worker to primary: my metrics. */
export const METRICS_JSON = 'nestwell:metrics-json'
/** Primary to worker: the aggregated text. */
export const METRICS_TEXT = 'nestwell:metrics-text'

export interface ClusterMessage {
  type: string
  id: number
  metrics?: Awaited<ReturnType<Registry['getMetricsAsJSON']>>
  text?: string
  error?: string
}

export function isClusterMessage(message: unknown): message is ClusterMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as ClusterMessage).type === 'string' &&
    (message as ClusterMessage).type.startsWith('nestwell:')
  )
}
