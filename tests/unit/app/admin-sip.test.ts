/**
 * The admin SIP dialogs' forms and actions (issue 7): what the schemas accept, that refused input
 * never reaches the platform and keeps what was typed, that valid input sends exactly the payload,
 * that a failing platform is the error_sip_update_fail toast, and that only administrators holding
 * SIPCONNECTIONS_UPDATE get anywhere. The platform is an msw stand-in recording what it is sent.
 */
import { parseWithZod } from "@conform-to/zod";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MSG } from "../../../contract/messages";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import {
  cacProfileAction,
  chargeAction,
  loadCacProfileDialog,
  loadSbcOverrideDialog,
  sbcOverrideAction,
} from "~/features/admin-sip/dialogs.server";
import { cacProfileFormSchema, ChargeFormSchema, SbcOverrideFormSchema } from "~/features/admin-sip/schema";
import { getToasts, TOAST_COOKIE_NAME } from "~/toast/toast.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

const server = mockPlatformServer();
const SIP = `${PLATFORM}/sip-connection/api`;
const ID = "sip-1";
const ACCOUNT = "acct-1";
const SIP_ADMIN = [...ADMIN_ROLES, ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE];

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

/** The field errors of a refused submission (undefined when it was accepted). */
const errorsOf = (submission: { status?: string; error?: unknown }) =>
  submission.status === "error" ? submission.error : undefined;

describe("the dialogs' schemas", () => {
  const override = (text: string | undefined) =>
    parseWithZod(form(text === undefined ? {} : { overrideSbcConfig: text }), { schema: SbcOverrideFormSchema });

  it.each([["{"], ['{"a": 1,}'], ["[1, 2]"], ['"text"'], ["42"], ["null"], ["true"], ["   "], [""]])(
    "refuses %j as the SBC override with 'invalid JSON format'",
    (text) => {
      const result = override(text);
      expect(result.status).toBe("error");
      expect(errorsOf(result)).toEqual({ overrideSbcConfig: [MSG.labels_invalid_json_format] });
    },
  );

  it("accepts JSON objects, the empty one included", () => {
    expect(override("{}")).toMatchObject({ status: "success", value: { overrideSbcConfig: {} } });
    expect(override(' { "codecs": ["PCMU"], "limits": { "max": 20 } } ')).toMatchObject({
      status: "success",
      value: { overrideSbcConfig: { codecs: ["PCMU"], limits: { max: 20 } } },
    });
  });

  it("accepts only the offered call-limit profiles", () => {
    const schema = cacProfileFormSchema(["unlimited", "cac-10"]);
    expect(parseWithZod(form({ cacProfile: "cac-10" }), { schema })).toMatchObject({
      status: "success",
      value: { cacProfile: "cac-10" },
    });
    for (const fields of [{ cacProfile: "cac-999" }, {}] as Record<string, string>[]) {
      expect(errorsOf(parseWithZod(form(fields), { schema }))).toEqual({
        cacProfile: [MSG.validation_sip_cac_profile],
      });
    }
  });

  it("needs an explicit true or false for the SIP charge", () => {
    expect(parseWithZod(form({ shouldCharge: "false" }), { schema: ChargeFormSchema })).toMatchObject({
      status: "success",
      value: { shouldCharge: false },
    });
    expect(parseWithZod(form({ shouldCharge: "true" }), { schema: ChargeFormSchema })).toMatchObject({
      status: "success",
      value: { shouldCharge: true },
    });
    for (const fields of [{}, { shouldCharge: "on" }, { shouldCharge: "TRUE" }] as Record<string, string>[]) {
      expect(errorsOf(parseWithZod(form(fields), { schema: ChargeFormSchema }))).toEqual({
        shouldCharge: [MSG.validation_sip_should_charge],
      });
    }
  });
});

interface Sent {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/**
 * A signed-in browser with `roles` and a SIP module knowing one connection ("sip-1" of "acct-1"):
 * every PATCH answers `patchStatus` with `patchBody`, and is recorded.
 */
async function setup(roles: readonly string[] = SIP_ADMIN, patch: { status?: number; body?: unknown } = {}) {
  const { handlers, cookie } = await signedInAs(roles);
  const sent: Sent[] = [];
  const row = {
    id: ID,
    name: "Main SIP Trunk",
    displayName: "Main SIP Trunk (Acme Voice)",
    type: "sip-trunk",
    fqdn: "trunk1.acme.example",
    regionId: "eu-west",
    status: "Connected",
    accountId: ACCOUNT,
    accountName: "Acme Voice",
    cacProfileId: "unlimited",
    cacProfileDisplay: "Unlimited",
    shouldCharge: true,
  };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    sent.push({
      method: request.method,
      path: url.pathname,
      query: url.search.slice(1),
      body: text ? JSON.parse(text) : undefined,
    });
  };
  server.use(
    ...handlers,
    http.get(`${SIP}/Connections/admin`, async ({ request }) => {
      await record(request);
      const filter = new URL(request.url).searchParams.get("filter");
      return filter === `(id=${ID})`
        ? HttpResponse.json({ sipConnections: [row], pages: { totalElements: 1 } })
        : new HttpResponse(null, { status: 204 });
    }),
    http.get(`${SIP}/Connections/admin/cacProfilesDefs`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        adminConfigParams: [
          {
            enum: [
              { profileId: "unlimited", display: "Unlimited" },
              { profileId: "cac-10", display: "10 concurrent calls" },
            ],
            default: "unlimited",
          },
        ],
        current: "cac-10",
      });
    }),
    http.get(`${SIP}/Connections/admin/overrideSbcConfig`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ overrideSbcConfig: { maxSessions: 20 } });
    }),
    http.patch(`${SIP}/*`, async ({ request }) => {
      await record(request);
      return HttpResponse.json((patch.body ?? {}) as Record<string, unknown>, { status: patch.status ?? 200 });
    }),
  );
  const post = (dialog: string, fields: Record<string, string>, id = ID) =>
    consoleRequest(`/admin/sipConnections/${id}/${dialog}?search=trunk&page=2`, {
      method: "POST",
      cookie,
      body: new URLSearchParams(fields),
    });
  const get = (dialog: string, id = ID) => consoleRequest(`/admin/sipConnections/${id}/${dialog}`, { cookie });
  const patches = () => sent.filter((s) => s.method === "PATCH");
  return { sent, patches, post, get };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

/** The toasts a redirect flashes, as the next page would read them. */
async function flashedToasts(response: Response) {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`));
  if (!setCookie) return [];
  const { toasts } = await getToasts(consoleRequest("/admin/sipConnections", { cookie: setCookie.split(";")[0] }));
  return toasts.map(({ type, title, message }) => ({ type, title, message }));
}

/** conform's reply of a refused submission. */
async function reply(response: Response) {
  return (await response.json()) as {
    status: string;
    initialValue: Record<string, unknown>;
    error: Record<string, string[]>;
  };
}

describe("the call-limit profile dialog", () => {
  it("loads the offered profiles with the connection's own chosen, asking with id and userId", async () => {
    const { sent, get } = await setup();
    const data = await loadCacProfileDialog(get("cacProfile"), makeTestContext(), ID);
    expect(data.selected).toBe("cac-10");
    expect(data.profiles.map((p) => p.display)).toEqual(["Unlimited", "10 concurrent calls"]);
    expect(sent.find((s) => s.path.endsWith("/cacProfilesDefs"))?.query).toBe(`id=${ID}&userId=${ACCOUNT}`);
  });

  it("refuses a profile the platform does not offer, without calling it", async () => {
    const { patches, post } = await setup();
    const response = (await cacProfileAction(
      post("cacProfile", { cacProfile: "cac-999" }),
      makeTestContext(),
      ID,
    )) as Response;
    expect(response.status).toBe(400);
    expect((await reply(response)).error).toEqual({ cacProfile: [MSG.validation_sip_cac_profile] });
    expect(patches()).toEqual([]);
  });

  it("sends exactly { cacProfile } for the connection and its account, then back to the grid with a success toast", async () => {
    const { patches, post } = await setup();
    const response = (await cacProfileAction(
      post("cacProfile", { cacProfile: "unlimited", extra: "x" }),
      makeTestContext(),
      ID,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/sipConnections?search=trunk&page=2");
    expect(patches()).toEqual([
      {
        method: "PATCH",
        path: "/sip-connection/api/Connections/admin/cacProfile",
        query: `id=${ID}&userId=${ACCOUNT}`,
        body: { cacProfile: "unlimited" },
      },
    ]);
    expect(await flashedToasts(response)).toEqual([
      { type: "success", title: undefined, message: MSG.success_sip_cac_profile },
    ]);
  });

  it("puts the platform's own field refusal under the field", async () => {
    const { post } = await setup(SIP_ADMIN, {
      status: 400,
      body: { message: "cacProfile: unknown call-limit profile" },
    });
    const response = (await cacProfileAction(
      post("cacProfile", { cacProfile: "cac-10" }),
      makeTestContext(),
      ID,
    )) as Response;
    expect(response.status).toBe(400);
    expect((await reply(response)).error).toEqual({ cacProfile: ["unknown call-limit profile"] });
  });
});

describe("the SBC override dialog", () => {
  it("shows the saved override as pretty JSON", async () => {
    const { get } = await setup();
    expect((await loadSbcOverrideDialog(get("sbcOverride"), makeTestContext(), ID)).text).toBe(
      '{\n  "maxSessions": 20\n}',
    );
  });

  it.each([['{"maxSessions": 20'], ["[1, 2]"], ['"text"'], ["42"]])(
    "refuses %j on the field, keeps the text, calls nothing",
    async (text) => {
      const { patches, post } = await setup();
      const response = (await sbcOverrideAction(
        post("sbcOverride", { overrideSbcConfig: text }),
        makeTestContext(),
        ID,
      )) as Response;
      expect(response.status).toBe(400);
      const body = await reply(response);
      expect(body.error).toEqual({ overrideSbcConfig: [MSG.labels_invalid_json_format] });
      expect(body.initialValue.overrideSbcConfig).toBe(text);
      expect(patches()).toEqual([]);
    },
  );

  it("sends the object itself as the body ({} included)", async () => {
    for (const [text, object] of [
      ['{ "codecs": ["PCMU"], "maxSessions": 20 }', { codecs: ["PCMU"], maxSessions: 20 }],
      ["{}", {}],
    ] as const) {
      const { patches, post } = await setup();
      const response = (await sbcOverrideAction(
        post("sbcOverride", { overrideSbcConfig: text }),
        makeTestContext(),
        ID,
      )) as Response;
      expect(response.status).toBe(302);
      expect(patches()).toEqual([
        {
          method: "PATCH",
          path: "/sip-connection/api/Connections/admin/overrideSbcConfig",
          query: `id=${ID}&userId=${ACCOUNT}`,
          body: object,
        },
      ]);
      expect(await flashedToasts(response)).toEqual([
        { type: "success", title: undefined, message: MSG.success_sip_override },
      ]);
    }
  });

  it("shows the platform's refusal of the body on the field, keeping the text", async () => {
    const { post } = await setup(SIP_ADMIN, { status: 400, body: { message: "labels_invalid_json_format" } });
    const response = (await sbcOverrideAction(
      post("sbcOverride", { overrideSbcConfig: '{"a": 1}' }),
      makeTestContext(),
      ID,
    )) as Response;
    expect(response.status).toBe(400);
    const body = await reply(response);
    expect(body.error).toEqual({ overrideSbcConfig: [MSG.labels_invalid_json_format] });
    expect(body.initialValue.overrideSbcConfig).toBe('{"a": 1}');
  });

  it("a platform 500 is the error_sip_update_fail toast on the grid", async () => {
    const { post } = await setup(SIP_ADMIN, { status: 500, body: { message: "SBC service unavailable" } });
    const response = (await sbcOverrideAction(
      post("sbcOverride", { overrideSbcConfig: "{}" }),
      makeTestContext(),
      ID,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await flashedToasts(response)).toEqual([
      { type: "danger", title: MSG.error_sip_update_fail, message: "SBC service unavailable" },
    ]);
  });
});

describe("the SIP charge", () => {
  it("sends exactly { shouldCharge } to the connection's path and says which way it went", async () => {
    for (const [value, flag, message] of [
      ["false", false, MSG.success_sip_charge_off],
      ["true", true, MSG.success_sip_charge_on],
    ] as const) {
      const { patches, post } = await setup();
      const response = (await chargeAction(post("charge", { shouldCharge: value }), makeTestContext(), ID)) as Response;
      expect(response.headers.get("Location")).toBe("/admin/sipConnections?search=trunk&page=2");
      expect(patches()).toEqual([
        {
          method: "PATCH",
          path: `/sip-connection/api/connections/admin/${ID}/shouldChargeSip`,
          query: "",
          body: { shouldCharge: flag },
        },
      ]);
      expect(await flashedToasts(response)).toEqual([{ type: "success", title: undefined, message }]);
    }
  });

  it("a bare or odd POST changes nothing", async () => {
    const { patches, post } = await setup();
    for (const fields of [{}, { intent: "authz-probe" }, { shouldCharge: "maybe" }] as Record<string, string>[]) {
      const response = (await chargeAction(post("charge", fields), makeTestContext(), ID)) as Response;
      expect(response.status).toBe(400);
    }
    expect(patches()).toEqual([]);
  });

  it("a platform 500 is the error_sip_update_fail toast (with the status text when the server says nothing)", async () => {
    const { post } = await setup(SIP_ADMIN, { status: 500, body: {} });
    const response = (await chargeAction(post("charge", { shouldCharge: "false" }), makeTestContext(), ID)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/sipConnections?search=trunk&page=2");
    expect(await flashedToasts(response)).toEqual([
      { type: "danger", title: MSG.error_sip_update_fail, message: "Internal Server Error" },
    ]);
  });
});

describe("who may", () => {
  it("a customer (every SIP role) and an admin without SIPCONNECTIONS_UPDATE get 403, and the SIP module is never called", async () => {
    for (const roles of [OWNER_ROLES, [...ADMIN_ROLES, ROLES.SIPCONNECTIONS_READ]]) {
      const { sent, post, get } = await setup(roles);
      for (const attempt of [
        () => cacProfileAction(post("cacProfile", { cacProfile: "cac-10" }), makeTestContext(), ID),
        () => sbcOverrideAction(post("sbcOverride", { overrideSbcConfig: "{}" }), makeTestContext(), ID),
        () => chargeAction(post("charge", { shouldCharge: "false" }), makeTestContext(), ID),
        () => loadSbcOverrideDialog(get("sbcOverride"), makeTestContext(), ID),
      ]) {
        const error = await thrown(attempt());
        expect(error).toBeInstanceOf(Response);
        expect((error as Response).status).toBe(403);
      }
      expect(sent).toEqual([]);
    }
  });

  it("an unknown connection is not found, and nothing is sent", async () => {
    const { patches, post } = await setup();
    const error = await thrown(
      chargeAction(post("charge", { shouldCharge: "false" }, "nope"), makeTestContext(), "nope"),
    );
    expect((error as Response).status).toBe(404);
    expect(patches()).toEqual([]);
  });
});
