// The large organisation of scripts/bench/scale.ts, seeded on PostgreSQL with set-based SQL
// (generate_series), not through the app: 100,000 workflows take well under a minute this way.
// Sizes follow the workflow count: 10 comments, 10 tracking events and one transcript per workflow,
// two steps each; the organisation always has 10,000 people, 50 workspaces (5 of them private).
import postgres from 'postgres';
import { hashPassword } from '@/lib/auth/password';
import { freshDatabase } from './server';

export const SCALE_PASSWORD = 'Scale-Passw0rd!';
export const SCALE_USERS = 10_000;
export const SCALE_WORKSPACES = 50;
/** The measured people: an organisation admin and a viewer assigned to five workspaces. */
export const SCALE_ADMIN = 'admin@scale.example.com';
export const SCALE_VIEWER = 'viewer@scale.example.com';
/** A word in about one title and one transcript of every hundred (the explorer search's keyword). */
export const SCALE_KEYWORD = 'forklift';

const WORDS = ['assembly', 'safety', 'packing', 'welding', 'cleaning', 'inspection', 'calibration', 'loading', 'labeling', 'sorting', 'painting', 'drilling', 'sanding', 'mixing', 'storage', 'shipping', 'receiving', 'maintenance', 'lockout', 'changeover'];

const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;

/** Statements that fill an empty, migrated database. `n` workflows; `:hash` is the password hash. */
function statements(n: number, hash: string): string[] {
  return [
    `insert into organizations (id, name, client_key, settings) values ('00000000-0000-4000-8000-000000000001'::uuid, 'Scale Org', 'scale', '{}')`,
    `insert into workspace_groups (id, organization_id, name) values ('00000000-0000-4000-8000-000000000002'::uuid, '00000000-0000-4000-8000-000000000001'::uuid, 'All')`,
    `insert into workspaces (id, organization_id, group_id, name, private, priority)
       select ('00000000-0000-4000-8001-' || lpad(to_hex(i), 12, '0'))::uuid, '00000000-0000-4000-8000-000000000001'::uuid, '00000000-0000-4000-8000-000000000002'::uuid,
              'Workspace ' || i, i % 10 = 9, i
       from generate_series(0, ${SCALE_WORKSPACES - 1}) i`,
    // user 0 is the admin, user 1 the measured viewer; every person shares the one password hash.
    `insert into users (id, organization_id, email, employee_id, display_name, first_name, last_name, role, password_hash, invitation_status, last_interaction, created_at)
       select ('00000000-0000-4000-8002-' || lpad(to_hex(i), 12, '0'))::uuid, '00000000-0000-4000-8000-000000000001'::uuid,
              case i when 0 then '${SCALE_ADMIN}' when 1 then '${SCALE_VIEWER}' else 'user' || i || '@scale.example.com' end,
              case when i % 10 = 0 then 'E' || i end,
              (${words})[1 + i % 20] || ' ' || (${words})[1 + (i / 20) % 20] || ' ' || i,
              (${words})[1 + i % 20], (${words})[1 + (i / 20) % 20],
              case when i = 0 then 'admin-organization' else 'viewer' end, '${hash}',
              case when i % 9 = 0 and i > 1 then 'pending' end,
              case when i % 3 = 0 then now() - i * interval '1 minute' end,
              now() - i * interval '1 minute'
       from generate_series(0, ${SCALE_USERS - 1}) i`,
    // Everyone in three workspaces; the viewer in workspaces 0–4 (public ones).
    `insert into workspace_members (organization_id, workspace_id, user_id, role)
       select '00000000-0000-4000-8000-000000000001'::uuid, ('00000000-0000-4000-8001-' || lpad(to_hex(w), 12, '0'))::uuid,
              ('00000000-0000-4000-8002-' || lpad(to_hex(u), 12, '0'))::uuid, case when u % 50 = 0 then 'publisher' else 'viewer' end
       from generate_series(2, ${SCALE_USERS - 1}) u, lateral (select distinct (u + k * 17) % ${SCALE_WORKSPACES} as w from generate_series(0, 2) k) ws
       union all
       select '00000000-0000-4000-8000-000000000001'::uuid, ('00000000-0000-4000-8001-' || lpad(to_hex(w), 12, '0'))::uuid, '00000000-0000-4000-8002-000000000001'::uuid, 'viewer'
       from generate_series(0, 4) w`,
    // 90 % published, newest first by index; one in a hundred titles holds the search keyword.
    `insert into workflows (id, organization_id, workspace_id, author_id, title, title_translations, published, published_at, processed,
                            editor_status, convert_status, steps_status, speech_status, video_duration, total_versions, created_at, updated_at)
       select ('00000000-0000-4000-8003-' || lpad(to_hex(i), 12, '0'))::uuid, '00000000-0000-4000-8000-000000000001'::uuid,
              ('00000000-0000-4000-8001-' || lpad(to_hex(i % ${SCALE_WORKSPACES}), 12, '0'))::uuid,
              ('00000000-0000-4000-8002-' || lpad(to_hex((i * 7) % ${SCALE_USERS}), 12, '0'))::uuid,
              initcap((${words})[1 + i % 20]) || ' ' || (${words})[1 + (i / 20) % 20] || case when i % 100 = 37 then ' ${SCALE_KEYWORD}' else '' end || ' ' || i,
              case when i % 10 = 0 then jsonb_build_object('de', 'Arbeitsablauf ' || i) else '{}'::jsonb end,
              i % 10 <> 3, case when i % 10 <> 3 then now() - i * interval '1 minute' end, true,
              'completed', 'completed', 'completed', 'completed', 60 + i % 240, 1,
              now() - i * interval '1 minute' - interval '1 hour', now() - i * interval '1 minute'
       from generate_series(0, ${n - 1}) i`,
    `insert into workflow_steps (id, organization_id, workflow_id, position, title, start_time, end_time, duration, hls_key, renditions, poster_key)
       select ('00000000-0000-4000-8004-' || lpad(to_hex(i * 2 + s), 12, '0'))::uuid, '00000000-0000-4000-8000-000000000001'::uuid,
              ('00000000-0000-4000-8003-' || lpad(to_hex(i), 12, '0'))::uuid, s, 'Step ' || (s + 1), s * 30, s * 30 + 30, 30,
              'scale/' || i || '/' || s || '/master.m3u8', jsonb_build_object('360', 'scale/' || i || '/' || s || '/360.m3u8'), 'scale/' || i || '/' || s || '/poster.jpg'
       from generate_series(0, ${n - 1}) i, generate_series(0, 1) s`,
    `insert into transcriptions (organization_id, workflow_id, language_code, source, sentences, search_text)
       select '00000000-0000-4000-8000-000000000001'::uuid, ('00000000-0000-4000-8003-' || lpad(to_hex(i), 12, '0'))::uuid, 'en-us', 'asr',
              jsonb_build_array(jsonb_build_object('start', 0, 'end', 4, 'text', t)), t
       from generate_series(0, ${n - 1}) i,
            lateral (select 'First check the ' || (${words})[1 + i % 20] || ' station' || case when i % 100 = 71 then ' and the ${SCALE_KEYWORD}' else '' end || ', then start.' as t) x`,
    `insert into comments (organization_id, workflow_id, author_id, text, created_at, updated_at)
       select '00000000-0000-4000-8000-000000000001'::uuid, ('00000000-0000-4000-8003-' || lpad(to_hex(c / 10), 12, '0'))::uuid,
              ('00000000-0000-4000-8002-' || lpad(to_hex((c * 13) % ${SCALE_USERS}), 12, '0'))::uuid, 'Comment ' || c,
              now() - c * interval '5 seconds', now() - c * interval '5 seconds'
       from generate_series(0, ${n * 10 - 1}) c`,
    `insert into tracking_events (organization_id, client_event_id, tracker_id, user_id, workflow_id, step_id, type, position, played_seconds, occurred_at, received_at)
       select '00000000-0000-4000-8000-000000000001'::uuid, 'scale-' || e, 'tracker-' || (e / 10),
              ('00000000-0000-4000-8002-' || lpad(to_hex((e / 10 * 31) % ${SCALE_USERS}), 12, '0'))::uuid,
              ('00000000-0000-4000-8003-' || lpad(to_hex(e / 10), 12, '0'))::uuid,
              ('00000000-0000-4000-8004-' || lpad(to_hex((e / 10) * 2), 12, '0'))::uuid,
              (array['open','play','progress','progress','progress','pause','play','progress','complete','close'])[1 + e % 10], e % 10 * 3, 3,
              now() - e * interval '3 seconds', now() - e * interval '3 seconds'
       from generate_series(0, ${n * 10 - 1}) e`,
    // One viewing per workflow by someone (the viewer's own: 100 among the first thousand), likes alike.
    `insert into workflow_views (organization_id, workflow_id, user_id, step_id, position, played_seconds, completed, updated_at)
       select '00000000-0000-4000-8000-000000000001'::uuid, ('00000000-0000-4000-8003-' || lpad(to_hex(i), 12, '0'))::uuid,
              case when i < 1000 and i % ${SCALE_WORKSPACES} < 5 then '00000000-0000-4000-8002-000000000001'::uuid
                   else ('00000000-0000-4000-8002-' || lpad(to_hex(2 + (i * 31) % (${SCALE_USERS} - 2)), 12, '0'))::uuid end,
              ('00000000-0000-4000-8004-' || lpad(to_hex(i * 2), 12, '0'))::uuid, 10, 40, i % 3 = 0, now() - i * interval '2 minutes'
       from generate_series(0, ${n - 1}) i`,
    `insert into workflow_likes (organization_id, workflow_id, user_id, created_at)
       select '00000000-0000-4000-8000-000000000001'::uuid, ('00000000-0000-4000-8003-' || lpad(to_hex(i), 12, '0'))::uuid,
              case when i % ${SCALE_WORKSPACES} < 5 and i % 3 = 0 and i < 1000 then '00000000-0000-4000-8002-000000000001'::uuid
                   else ('00000000-0000-4000-8002-' || lpad(to_hex(2 + (i * 37) % (${SCALE_USERS} - 2)), 12, '0'))::uuid end,
              now() - i * interval '1 minute'
       from generate_series(0, ${n - 1}) i`,
    'analyze',
  ];
}

/**
 * Creates database `name` on the server of `serverUrl` (dropping an older one), migrates it through
 * the app's own migrator and seeds the large organisation with `workflows` workflows.
 */
export async function seedScaleDatabase(serverUrl: string, name: string, workflows: number, log: (line: string) => void = console.log) {
  const url = await freshDatabase(serverUrl, name);
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(client), { migrationsFolder: 'db/migrations' });
    const hash = await hashPassword(SCALE_PASSWORD);
    for (const statement of statements(workflows, hash)) {
      const started = performance.now();
      const result = await client.unsafe(statement);
      const table = /insert into (\w+)/.exec(statement)?.[1] ?? statement;
      log(`  ${table}: ${result.count ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await client.end();
  }
  return url;
}
