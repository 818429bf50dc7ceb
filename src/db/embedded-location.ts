import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where root keeps the clusters of data directories that user `postgres` cannot reach. */
const SHARED_CLUSTERS = '/var/lib/brandlens';

/**
 * Whether a user who is neither owner nor in the group can get to `dir`: every existing directory above it
 * must let others through. (Root's own home, mode 0700, does not.)
 */
export function othersCanReach(dir: string): boolean {
  const absolute = path.resolve(dir);
  for (let current = path.dirname(absolute); ; current = path.dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

export interface ClusterLocation {
  clusterDir: string;
  /** True when the cluster is kept outside the data directory, which user postgres cannot reach. */
  outsideDataDir: boolean;
}

/**
 * The embedded cluster lives in `<dataDir>/postgres`. PostgreSQL never runs as root: started by root, it runs as
 * user `postgres`, so when that user cannot reach the data directory (a clone in a home of mode 0700), the
 * cluster is kept under /var/lib/brandlens instead, at a place derived from the data directory, where the
 * server and the CLI both find it.
 */
export function clusterLocation(dataDir: string, isRoot = process.getuid?.() === 0): ClusterLocation {
  const inDataDir = path.join(dataDir, 'postgres');
  if (!isRoot || othersCanReach(inDataDir)) return { clusterDir: inDataDir, outsideDataDir: false };
  const absolute = path.resolve(dataDir);
  const key = createHash('sha256').update(absolute).digest('hex').slice(0, 12);
  const name = path.basename(path.dirname(absolute)).replace(/[^\w.-]/g, '_') || 'data';
  return { clusterDir: path.join(SHARED_CLUSTERS, `${name}-${key}`, 'postgres'), outsideDataDir: true };
}
