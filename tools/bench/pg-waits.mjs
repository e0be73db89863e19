// What PostgreSQL was doing while a round ran: its sessions on the bench database sampled every 20 ms
// (busy on CPU, or waiting, and on what), the checkpoints it wrote and the autovacuum workers it ran.
// A round that falls far below the others shows its cause here, not in the API's profile.
import pg from 'pg';

const SAMPLE_MS = 20;

/** Starts sampling `dbName`'s sessions; `stop()` returns the round's summary line. */
export async function samplePostgres(serverUrl, dbName) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const checkpoints = async () => Number((await client.query('SELECT checkpoints_timed + checkpoints_req AS n FROM pg_stat_bgwriter')).rows[0].n);
  const before = await checkpoints();
  const waits = new Map();
  const statements = new Map();
  let samples = 0;
  let autovacuum = 0;
  /** Samples in which the checkpointer was writing (not idle between checkpoints). */
  let checkpointing = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(
        `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS what, backend_type, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query
           FROM pg_stat_activity
          WHERE (datname = $1 AND state = 'active' AND pid <> pg_backend_pid()) OR backend_type = 'autovacuum worker'
             OR (backend_type = 'checkpointer' AND wait_event IS DISTINCT FROM 'CheckpointerMain')`,
        [dbName],
      );
      samples++;
      if (rows.some((r) => r.backend_type === 'autovacuum worker')) autovacuum++;
      if (rows.some((r) => r.backend_type === 'checkpointer')) checkpointing++;
      for (const r of rows) if (r.backend_type === 'client backend') waits.set(r.what, (waits.get(r.what) ?? 0) + 1);
      // The statement the sessions not queued on a lock are running: what the queue waits behind.
      for (const r of rows) if (r.backend_type === 'client backend' && !r.what.startsWith('Lock:')) statements.set(r.query, (statements.get(r.query) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const after = await checkpoints();
      await client.end();
      // Mean sessions per sample in each state: 9.0 on Lock:advisory means nine requests queued on the audit chain's lock.
      const top = [...waits.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([what, n]) => `${what} ${(n / samples).toFixed(1)}`)
        .join(', ');
      const [busiest] = [...statements.entries()].sort((a, b) => b[1] - a[1]);
      return `${top || 'idle'}; running most: ${busiest ? `${busiest[0]}… ${(busiest[1] / samples).toFixed(1)}` : 'nothing'}; checkpoints ended ${after - before}, checkpointer writing ${Math.round((100 * checkpointing) / samples)}%; autovacuum ${Math.round((100 * autovacuum) / samples)}%`;
    },
  };
}
