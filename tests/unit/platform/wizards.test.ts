/**
 * The launch wizards' drafts and WizardCanceled on the embedded platform, over real HTTP against the
 * seeded platform: a user's own draft per wizard, replaced whole, validated against the wizard's
 * steps; never another user's (of the same account or another); WizardCanceled forgets it, audited,
 * and twice is no error; a draft untouched for too long is forgotten.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIME } from "../../../contract/limits/units";
import { WIZARDS } from "../../../contract/limits/wizards";
import { WizardDraftSchema, WizardDraftsSchema, WIZARDS_API } from "../../../contract/wire/wizards";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

let w: SeededPlatform;

beforeAll(async () => {
  w = await startSeededPlatform();
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

const draft = (values: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  kind: "bot-to-number",
  values,
  created: [],
  failure: null,
  ...extra,
});

describe("wizard drafts", () => {
  it("keeps a user's draft per wizard, replaced whole, and reads it back", async () => {
    expect((await w.call("owner", "GET", WIZARDS_API.draft("bot-to-number"))).status).toBe(404);
    const saved = await w.call("owner", "PUT", WIZARDS_API.draft("bot-to-number"), {
      body: draft({ region: "eu-west" }),
    });
    expect(saved.status, saved.text).toBe(200);
    expect(WizardDraftSchema.parse(saved.json)).toMatchObject({ kind: "bot-to-number", values: { region: "eu-west" } });
    const again = await w.call("owner", "PUT", WIZARDS_API.draft("bot-to-number"), {
      body: draft(
        { region: "eu-west", bot: "b1" },
        { created: ["bot"], failure: { step: "number", messages: ["error_generic"] } },
      ),
    });
    expect(again.status).toBe(200);
    const read = WizardDraftSchema.parse((await w.call("owner", "GET", WIZARDS_API.draft("bot-to-number"))).json);
    expect(read).toMatchObject({
      values: { region: "eu-west", bot: "b1" },
      created: ["bot"],
      failure: { step: "number" },
    });
    const list = WizardDraftsSchema.parse((await w.call("owner", "GET", WIZARDS_API.drafts)).json);
    expect(list.drafts.map((d) => d.kind)).toEqual(["bot-to-number"]);
  });

  it("refuses a draft naming steps the wizard has not, another wizard's kind, or an unknown wizard", async () => {
    expect(
      (await w.call("owner", "PUT", WIZARDS_API.draft("bot-to-number"), { body: draft({ tenant: "t" }) })).status,
    ).toBe(400);
    expect(
      (
        await w.call("owner", "PUT", WIZARDS_API.draft("bot-to-number"), {
          body: { ...draft({}), kind: "teams-tenant" },
        })
      ).status,
    ).toBe(400);
    expect((await w.call("owner", "PUT", "/phones/api/WizardDrafts/nope", { body: draft({}) })).status).toBe(404);
    expect((await w.call("owner", "GET", "/phones/api/WizardDrafts/nope")).status).toBe(404);
  });

  it("never shows a draft to another user, of the same account or another", async () => {
    expect((await w.call("member", "GET", WIZARDS_API.draft("bot-to-number"))).status).toBe(404);
    expect(WizardDraftsSchema.parse((await w.call("trial", "GET", WIZARDS_API.drafts)).json).drafts).toEqual([]);
    expect((await w.call("visitor", "GET", WIZARDS_API.drafts)).status).toBe(401);
    // Another user's cancel of the same wizard forgets only their own.
    expect((await w.call("member", "POST", WIZARDS_API.canceled, { body: { kind: "bot-to-number" } })).status).toBe(
      204,
    );
    expect((await w.call("owner", "GET", WIZARDS_API.draft("bot-to-number"))).status).toBe(200);
  });

  it("WizardCanceled forgets the draft, is audited, and a second one is no error", async () => {
    const canceled = await w.call("owner", "POST", WIZARDS_API.canceled, { body: { kind: "bot-to-number" } });
    expect(canceled.status, canceled.text).toBe(204);
    expect((await w.call("owner", "GET", WIZARDS_API.draft("bot-to-number"))).status).toBe(404);
    const audited = w.platform.db
      .prepare(
        "SELECT before FROM audit_log WHERE action = 'phones.WizardCanceled' AND actor_user_id = ? ORDER BY at DESC LIMIT 1",
      )
      .pluck()
      .get(w.users.owner.id) as string;
    expect(JSON.parse(audited)).toMatchObject({ kind: "bot-to-number", values: { bot: "b1" } });
    expect((await w.call("owner", "POST", WIZARDS_API.canceled, { body: { kind: "bot-to-number" } })).status).toBe(204);
    expect((await w.call("owner", "POST", WIZARDS_API.canceled, { body: { kind: "nope" } })).status).toBe(400);
  });

  it("DELETE forgets a finished wizard's draft without a cancel in the audit", async () => {
    await w.call("owner", "PUT", WIZARDS_API.draft("bot-to-sip-trunk"), {
      body: { kind: "bot-to-sip-trunk", values: { region: "eu-west" }, created: [], failure: null },
    });
    expect((await w.call("owner", "DELETE", WIZARDS_API.draft("bot-to-sip-trunk"))).status).toBe(204);
    expect((await w.call("owner", "GET", WIZARDS_API.draft("bot-to-sip-trunk"))).status).toBe(404);
    const cancels = w.platform.db
      .prepare(
        "SELECT COUNT(*) FROM audit_log WHERE action = 'phones.WizardCanceled' AND before LIKE '%bot-to-sip-trunk%'",
      )
      .pluck()
      .get();
    expect(cancels).toBe(0);
  });

  it("forgets a draft untouched for longer than the drafts are kept", async () => {
    await w.call("owner", "PUT", WIZARDS_API.draft("teams-tenant"), {
      body: { kind: "teams-tenant", values: { region: "eu-west" }, created: [], failure: null },
    });
    w.platform.db
      .prepare("UPDATE wizard_drafts SET updated_at = ? WHERE user_id = ? AND kind = 'teams-tenant'")
      .run(Date.now() - (WIZARDS.DRAFT_MAX_AGE_DAYS + 1) * TIME.DAY_MS, w.users.owner.id);
    expect((await w.call("owner", "GET", WIZARDS_API.draft("teams-tenant"))).status).toBe(404);
  });
});
