/**
 * The WhatsApp dialogs' answers to a failing platform (docs/product.md#whatsapp-messages "WhatsApp"): the view dialog says
 * 'Error fetching number status' with the server's words and still shows the number; creating at the
 * account's limit says the maximum-numbers message (and only then); a failed create keeps what was
 * typed under 'Error creating WhatsApp number'. The platform is an msw stand-in.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MSG } from "../../../contract/messages";
import { OWNER_ROLES } from "../../../contract/roles";
import { entityCreateAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { whatsAppDialogData } from "~/features/whatsapp/dialog-data.server";
import { WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

const server = mockPlatformServer();
const SIP = `${PLATFORM}/sip-connection/api`;
const ID = "wa-1";

const number = {
  id: ID,
  name: "Support line",
  regionId: "us-east",
  cacProfileId: "unlimited",
  maxCallDurationInMinutes: 30,
  phoneNumber: "+14155550123",
};
const row = {
  id: ID,
  name: "Support line",
  phoneNumber: "+14155550123",
  createdDate: "2026-11-01T10:00:00.000Z",
  status: "Connected",
};

const signedIn = () => signedInAs(OWNER_ROLES);

/** The view dialog's loader (the entity pattern's, with the number's own dialog data): its record is the number. */
async function loadViewForm(
  request: Request,
  context: ReturnType<typeof makeTestContext>,
  mode: "portal" | "admin",
  id: string,
) {
  const data = await loadEntityRecord(
    { request, context, params: { id } },
    WHATSAPP_RESOURCE,
    "view",
    mode,
    whatsAppDialogData,
  );
  return { ...data, number: data.record };
}

/** The view dialog's platform, its status endpoint answering `status`. */
function viewPlatform(status: () => Response) {
  return [
    http.get(`${PLATFORM}/vaic/api/Settings/baseSettings`, () =>
      HttpResponse.json({ regionsSettings: [{ regionId: "us-east", regionName: "US (East)" }] }),
    ),
    http.get(`${SIP}/cacProfile`, () =>
      HttpResponse.json({
        adminConfigParams: [{ enum: [{ profileId: "unlimited", display: "Unlimited" }], default: "unlimited" }],
      }),
    ),
    http.get(`${SIP}/whatsapp/numbers/${ID}`, () => HttpResponse.json(number)),
    http.get(`${SIP}/WhatsApp/numbers`, () =>
      HttpResponse.json({ whatsappNumbers: [row], pages: { totalElements: 1 } }),
    ),
    http.get(`${SIP}/whatsapp/numbers/${ID}/status`, status),
  ];
}

describe("the view dialog's connection status", () => {
  it("says 'Error fetching number status' with the server's words, and still shows the number", async () => {
    const { handlers, cookie } = await signedIn();
    server.use(
      ...handlers,
      ...viewPlatform(() => HttpResponse.json({ message: "SBC probe timed out" }, { status: 502 })),
    );
    const data = await loadViewForm(
      consoleRequest(`/portal/whatsapp_numbers/${ID}`, { cookie }),
      makeTestContext(),
      "portal",
      ID,
    );
    expect(data.statusError).toEqual([MSG.error_whatsapp_status, "SBC probe timed out"]);
    expect(data.connection).toBeNull();
    expect(data.number?.name).toBe("Support line");
  });

  it("carries the four flags when the platform answers", async () => {
    const { handlers, cookie } = await signedIn();
    const flags = { waCalling: true, waSip: true, connectionOk: false, sipFqdnOk: true };
    server.use(...handlers, ...viewPlatform(() => HttpResponse.json(flags)));
    const data = await loadViewForm(
      consoleRequest(`/portal/whatsapp_numbers/${ID}`, { cookie }),
      makeTestContext(),
      "portal",
      ID,
    );
    expect(data.connection).toEqual(flags);
    expect(data.statusError).toEqual([]);
  });
});

describe("creating a number", () => {
  const typed = {
    name: "Night line",
    pinCode: "123456",
    regionId: "us-east",
    cacProfileId: "unlimited",
    maxCallDurationInMinutes: "60",
  };
  const create = async (answer: () => Response) => {
    const { handlers, cookie } = await signedIn();
    server.use(...handlers, http.post(`${SIP}/whatsapp/numbers`, answer));
    const response = (await entityCreateAction(
      {
        request: consoleRequest("/portal/whatsapp_numbers/new", {
          method: "POST",
          cookie,
          body: new URLSearchParams(typed),
        }),
        context: makeTestContext(),
      },
      WHATSAPP_RESOURCE,
    )) as Response;
    return {
      status: response.status,
      body: (await response.json()) as { error: Record<string, string[]>; initialValue: Record<string, string> },
    };
  };

  it("at the account's limit says the maximum-numbers message, keeping what was typed but the pin", async () => {
    const { status, body } = await create(() =>
      HttpResponse.json({ message: "You have reached the maximum number of WhatsApp numbers." }, { status: 409 }),
    );
    expect(status).toBe(400);
    expect(body.error[""]).toEqual([MSG.warning_max_whatsapp_numbers_reached]);
    expect(body.initialValue).toMatchObject({
      name: "Night line",
      regionId: "us-east",
      maxCallDurationInMinutes: "60",
    });
    expect(body.initialValue.pinCode).toBeUndefined();
  });

  it("any other failure is 'Error creating WhatsApp number' with the server's lines", async () => {
    const { status, body } = await create(() =>
      HttpResponse.json({ message: "Provider onboarding is paused\nTry again tomorrow" }, { status: 500 }),
    );
    expect(status).toBe(502);
    expect(body.error[""]).toEqual([MSG.error_whatsapp_create, "Provider onboarding is paused", "Try again tomorrow"]);
    expect(body.initialValue.name).toBe("Night line");
  });
});
