// Seeds the benchmark database: 200 companies with approved ERDs and 100,000 submissions spread
// over them, statuses and the last two years. Set-based SQL, so it takes seconds. The submissions go
// in statements of 100,000: the per-row status tally trigger slows down sharply when one transaction
// updates its few rows millions of times (a million in one statement takes over a quarter of an hour).
const CHUNK = 100_000;

export async function seed(client, { companies = 200, submissions = 100_000, ssnCiphertext }) {
  await client.query(
    `INSERT INTO companies (name, firstname, lastname, email, phone, industry, size, erd_status, created_at)
     SELECT 'Bench Company ' || g, 'Owner', 'Bench', 'owner' || g || '@bench.test', '5125550100', 'Restaurants', '51-100',
            'approved', now() - (g || ' days')::interval
     FROM generate_series(1, $1) AS g`,
    [companies],
  );
  // Every company has at least one location, where its submissions are made.
  await client.query(
    `INSERT INTO locations (company_id, name, link_key, time_zone)
     SELECT id, name, replace(gen_random_uuid()::text, '-', ''), time_zone FROM companies WHERE name LIKE 'Bench Company %'`,
  );
  for (let from = 1; from <= submissions; from += CHUNK) {
    await client.query(
      `INSERT INTO submissions (company_id, location_id, status, eligible, firstname, lastname, email, phone, street, city, county, state, zip,
                              ssn_encrypted, ssn_last4, ssn_index, birthdate, military, snap, tanf, ssi, vr, unemployed, felony, woc,
                              signature, created_at)
     SELECT c.id, l.id, (ARRAY['pending','sent','approved','rejected'])[1 + g % 4], g % 3 <> 0, 'Applicant', 'Number ' || g,
            'applicant' || g || '@bench.test', '5125550199', '100 Main St', 'Austin', 'Travis', 'TX', '78701',
            $2, '6789', md5(g::text) || md5(g::text), DATE '1990-01-01' + (g % 9000), '0', '1', '0', '0', '0', '1', '0', '0',
            'Applicant ' || g, now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval
     FROM generate_series($4::int, $1::int) AS g
     JOIN companies c ON c.id = 1 + (g % $3)
     JOIN locations l ON l.company_id = c.id`,
      [Math.min(from + CHUNK - 1, submissions), ssnCiphertext, companies, from],
    );
  }
  await settle(client);
}

/**
 * Leaves the database as a running service's would be, not as a bulk load leaves it: VACUUM sets the
 * new rows' hint bits and visibility (else the first reads of each page write it again), and a
 * CHECKPOINT writes and flushes every page the load dirtied. Without it those hundreds of megabytes
 * reach the disk during the first measured round, while every audited request waits for its commit's
 * WAL flush one at a time behind the audit chain's lock: that round fell to a quarter of the others.
 */
export async function settle(client) {
  await client.query('VACUUM (ANALYZE)');
  await client.query('CHECKPOINT');
}
