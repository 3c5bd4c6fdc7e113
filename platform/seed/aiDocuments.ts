/**
 * The demo accounts' AI documents (docs/features/ai-framework.md#documents): a short help text for
 * "Acme Voice" and one for the trial account, pasted Markdown read and indexed at once, so the
 * documents screen, its chunk browser and the retrieval test have something to show on a new
 * database. Fixed ids: the same seed gives the same data.
 */
import { AI_DOCUMENTS } from "../../contract/limits/ai";
import { indexTextNow } from "../ai/documents/index";
import type { Db } from "../db/database";

export const DEMO_DOCUMENT_IDS = {
  acme: "a1d0c000-0000-4000-8000-000000000001",
  trial: "a1d0c000-0000-4000-8000-000000000002",
} as const;

const ACME_HELP = `# Billing

Acme Voice bills calls by the second and charges the wallet at the end of each call. Refunds for
dropped calls are credited to the wallet within five working days.

# Porting numbers

Porting a number from another carrier takes ten to fifteen working days. Keep the old service
active until the port completes, or calls will not reach you.

# Support hours

The support desk answers phone calls and e-mails from 8:00 to 20:00 Central European Time, Monday
to Friday. Urgent outages are handled around the clock.
`;

const TRIAL_FAQ = `# Trial limits

A trial account holds one phone number and one bot. Upgrade to the Essential plan to add more.

# Upgrading

Upgrade from My account: the trial's numbers and bots are kept.
`;

export function seedAiDocuments(db: Db, accounts: { acme: string; trial: string }, now: number): void {
  const documents = [
    { id: DEMO_DOCUMENT_IDS.acme, accountId: accounts.acme, name: "Acme Voice help", text: ACME_HELP },
    { id: DEMO_DOCUMENT_IDS.trial, accountId: accounts.trial, name: "Trial FAQ", text: TRIAL_FAQ },
  ];
  db.transaction(() => {
    for (const d of documents) {
      db.prepare(
        `INSERT INTO ai_documents (id, account_id, name, source, format, chunk_size, status, created_at, updated_at)
         VALUES (?, ?, ?, 'text', 'md', ?, 'Processing', ?, ?)`,
      ).run(d.id, d.accountId, d.name, AI_DOCUMENTS.CHUNK_SIZE_DEFAULT, now, now);
      indexTextNow(
        db,
        { documentId: d.id, accountId: d.accountId, generation: 1, chunkSize: AI_DOCUMENTS.CHUNK_SIZE_DEFAULT },
        d.text,
        now,
      );
    }
  })();
}
