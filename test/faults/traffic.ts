import { randomBytes } from 'node:crypto';
import { validContact } from '../helpers/fixtures';

/** One request's outcome: a status, or 0 when no answer came (connection refused or reset). */
export interface Answer {
  url: string;
  startedAt: number;
  answeredAt: number;
  status: number;
}

export interface Lead extends Answer {
  name: string;
}

export interface Traffic {
  leads: Lead[];
  health: Map<string, Answer[]>;
  stop(): Promise<void>;
}

async function answer(url: string, init?: RequestInit): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return { url, startedAt, answeredAt: Date.now(), status: res.status };
  } catch {
    return { url, startedAt, answeredAt: Date.now(), status: 0 };
  }
}

/**
 * A steady stream of leads (POST /api/contacts, `leadsPerSecond` spread over the apps) and of
 * health checks (every 250 ms per app), each sent on time whether or not the last one answered.
 */
export function startTraffic(origins: string[], leadsPerSecond = 20): Traffic {
  const leads: Lead[] = [];
  const health = new Map(origins.map((o) => [o, [] as Answer[]]));
  const inFlight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  let n = 0;
  const tag = randomBytes(3).toString('hex');
  const leadTimer = setInterval(() => {
    const origin = origins[n % origins.length]!;
    const name = `Fault ${tag} ${n++}`;
    const body = JSON.stringify(validContact({ name }));
    track(
      answer(`${origin}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((a) =>
        leads.push({ ...a, name }),
      ),
    );
  }, 1000 / leadsPerSecond);
  const healthTimer = setInterval(() => {
    for (const origin of origins) track(answer(`${origin}/api/health`).then((a) => health.get(origin)!.push(a)));
  }, 250);
  return {
    leads,
    health,
    async stop() {
      clearInterval(leadTimer);
      clearInterval(healthTimer);
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

/** When health first answered 503 for a check started after `from` (ms since epoch), or null. */
export function firstDown(answers: Answer[], from: number): number | null {
  return answers.find((a) => a.startedAt >= from && a.status === 503)?.answeredAt ?? null;
}

/** When health answered 200 after `from` and kept doing so to the end of the record, or null. */
export function backForGood(answers: Answer[], from: number): number | null {
  const after = answers.filter((a) => a.startedAt >= from).sort((a, b) => a.startedAt - b.startedAt);
  let since: number | null = null;
  for (const a of after) {
    if (a.status === 200) since ??= a.answeredAt;
    else since = null;
  }
  return since;
}
