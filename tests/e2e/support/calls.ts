import { openE2eDatabase } from "./auth";

/** A transferred session of the demo account: both legs, with what its timeline shows. */
export interface TransferredSession {
  first: string;
  second: string;
  firstMos: number;
  secondMos: number;
}

/**
 * The first transferred session of Acme Voice (the owner's account) whose legs both connected with
 * a measured MOS, and whose first leg was recorded and has a transcript with the caller's turns
 * (so its bot answers carry their delays), a turn inside the synthetic recording's first 25 s. Read from the e2e server's seeded database.
 */
export async function transferredSession(baseURL: string | undefined): Promise<TransferredSession> {
  const db = await openE2eDatabase(baseURL);
  try {
    const row = db
      .prepare(
        `SELECT a.call_id AS first, b.call_id AS second, a.voice_mos_quality AS firstMos, b.voice_mos_quality AS secondMos
         FROM calls a JOIN accounts acc ON acc.id = a.account_id AND acc.name = 'Acme Voice'
         JOIN calls b ON b.account_id = a.account_id AND b.global_session_id = a.global_session_id AND b.trigger = 'transfer'
         WHERE a.termination_description = 'Call transferred' AND a.recorded = 1 AND a.voice_mos_quality IS NOT NULL
           AND b.connect_time IS NOT NULL AND b.voice_mos_quality IS NOT NULL
           AND EXISTS (SELECT 1 FROM call_transcripts t WHERE t.call_id = a.id AND t.role = 'user')
           AND EXISTS (SELECT 1 FROM call_transcripts t WHERE t.call_id = a.id AND t.at - a.connect_time BETWEEN 2000 AND 25000)
         ORDER BY a.setup_time DESC LIMIT 1`,
      )
      .get() as TransferredSession | undefined;
    if (!row) throw new Error("the seed holds no transferred session with a transcript");
    return row;
  } finally {
    db.close();
  }
}
