import type { Adapter, AdapterConstructor, AdapterPayload } from "oidc-provider";
import type { Db } from "../db/database";
import { TIME } from "../../contract/limits/units";

interface PayloadRow {
  payload: string;
  consumed: number | null;
  expires_at: number | null;
}

/**
 * oidc-provider storage in the platform database (table `oidc_payloads`), so sessions, grants and
 * tokens survive a restart and are shared by every process on the same file. Expiry follows the
 * provider's own clock (Date.now), not the platform's test clock: the provider computes `expiresIn`
 * from real time.
 */
export function sqliteAdapter(db: Db): AdapterConstructor {
  const upsert = db.prepare(
    `INSERT INTO oidc_payloads (model, id, payload, expires_at, grant_id, user_code, uid, consumed)
     VALUES (@model, @id, @payload, @expires_at, @grant_id, @user_code, @uid, NULL)
     ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, expires_at = excluded.expires_at,
       grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid`,
  );
  const byId = db.prepare("SELECT payload, consumed, expires_at FROM oidc_payloads WHERE model = ? AND id = ?");
  const byUid = db.prepare("SELECT payload, consumed, expires_at FROM oidc_payloads WHERE model = ? AND uid = ?");
  const byUserCode = db.prepare(
    "SELECT payload, consumed, expires_at FROM oidc_payloads WHERE model = ? AND user_code = ?",
  );
  const consume = db.prepare("UPDATE oidc_payloads SET consumed = ? WHERE model = ? AND id = ?");
  const destroy = db.prepare("DELETE FROM oidc_payloads WHERE model = ? AND id = ?");
  const revokeGrant = db.prepare("DELETE FROM oidc_payloads WHERE grant_id = ?");
  const sweep = db.prepare("DELETE FROM oidc_payloads WHERE expires_at < ?");
  let lastSweep = 0;

  function decode(row: PayloadRow | undefined): AdapterPayload | undefined {
    if (!row) return undefined;
    if (row.expires_at !== null && row.expires_at <= Date.now()) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed !== null ? { ...payload, consumed: row.consumed } : payload;
  }

  return class SqliteAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const now = Date.now();
      if (now - lastSweep > TIME.MINUTE_MS) {
        lastSweep = now;
        sweep.run(now);
      }
      upsert.run({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        expires_at: expiresIn ? now + expiresIn * 1000 : null,
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return decode(byId.get(this.model, id) as PayloadRow | undefined);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return decode(byUid.get(this.model, uid) as PayloadRow | undefined);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return decode(byUserCode.get(this.model, userCode) as PayloadRow | undefined);
    }

    async consume(id: string): Promise<void> {
      consume.run(Math.floor(Date.now() / 1000), this.model, id);
    }

    async destroy(id: string): Promise<void> {
      destroy.run(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      revokeGrant.run(grantId);
    }
  };
}
