// Resident memory of the serving processes (Linux /proc): the cluster primary's workers, or the
// one process when it has no children. Used by `npm run bench` and `npm run load`.
import { readFileSync } from 'node:fs'

export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
  } catch {
    return 0 // exited meanwhile
  }
}

/** The serving processes: the cluster primary's workers, or the one process. */
export function servingPids(pid) {
  let children = []
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  } catch {
    // no such process
  }
  return children.length > 0 ? children.map(Number) : [pid]
}

/** The largest RSS of one serving process. */
export function workerRssMb(pid) {
  return Math.max(...servingPids(pid).map(rssMb))
}
