/**
 * The manual number: the form schema's boundaries (as conform reads the posted form, so an empty
 * field is missing), and the action against a stub platform: invalid input never reaches the
 * platform, valid input sends exactly the spec's payload (the account name looked up, not typed),
 * refusals land on their fields, and a customer is refused before anything is called.
 */
import { parseWithZod } from "@conform-to/zod";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MSG } from "../../../contract/messages";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import { ManualNumberFormSchema } from "../../../contract/wire/admin";
import { manualNumberAction, type ManualNumberActionData } from "~/features/admin-numbers/manual/manual-number.server";
import { getToasts, TOAST_COOKIE_NAME } from "~/toast/toast.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

const VALID = {
  phoneNumber: "+123 456 7890",
  countryName: "Germany",
  monthlyCharge: "1.5",
  regionId: "eu-west",
  clientId: "acc-trial",
  provider: "System default",
};

/** The form as conform reads a POST: every field a string, empty fields left out. */
function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: ManualNumberFormSchema });
}
const errorsOf = (fields: Record<string, string>) => {
  const submission = parse(fields);
  return submission.status === "success" ? {} : (submission.error ?? {});
};

describe("manual number form", () => {
  it.each([
    "+123 456 7890",
    "123 456 7890",
    "123-456-7890",
    "123.456.7890",
    "1234567890",
    "+123-456-1234567890", // 3-3-10
    "+1234561234567890",
    " +123 456 7890 ",
  ])("accepts the phone number %j", (phoneNumber) => {
    expect(errorsOf({ ...VALID, phoneNumber })).toEqual({});
  });

  it.each([
    "+12 345 6789",
    "123 456 789", // 3-3-3
    "123 456 12345678901", // 3-3-11
    "123  456 7890",
    "123_456_7890",
    "++123 456 7890",
    "123 456 7890x",
    "phone",
  ])("refuses the phone number %j with the pattern's message", (phoneNumber) => {
    expect(errorsOf({ ...VALID, phoneNumber }).phoneNumber).toEqual(["validation_phone_number"]);
  });

  it("an empty phone number is a required field", () => {
    expect(errorsOf({ ...VALID, phoneNumber: "" }).phoneNumber).toEqual(["validation_field_required"]);
  });

  it.each([
    ["", false],
    ["   ", false],
    ["x", true],
    ["x".repeat(30), true],
    ["x".repeat(31), false],
  ])("country name of %j characters is %s", (countryName, ok) => {
    expect(errorsOf({ ...VALID, countryName }).countryName).toEqual(ok ? undefined : ["validation_country_name"]);
  });

  it.each([
    ["0", null],
    ["0.0000", null],
    ["0.0001", 0.0001],
    ["1.0001", 1.0001],
    ["1.00001", null],
    ["1.10000", null], // five decimals as typed
    ["-1", null],
    ["1,5", null],
    ["1e-4", null],
    ["ten", null],
    ["", null],
    [" 12.25 ", 12.25],
  ])("monthly charge %j is %s", (monthlyCharge, expected) => {
    const submission = parse({ ...VALID, monthlyCharge });
    if (expected === null) {
      expect(submission.status).toBe("error");
      expect(submission.status === "error" && submission.error?.monthlyCharge).toEqual(["validation_monthly_charge"]);
    } else {
      expect(submission.status === "success" && submission.value.monthlyCharge).toBe(expected);
    }
  });

  it("needs a region and a client; the provider may be left out", () => {
    const errors = errorsOf({ ...VALID, regionId: "", clientId: "", provider: "" });
    expect(errors.regionId).toEqual(["validation_field_required"]);
    expect(errors.clientId).toEqual(["validation_field_required"]);
    expect(errors.provider).toBeUndefined();
  });
});

const server = mockPlatformServer();
const ADMIN = [...ADMIN_ROLES, ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE];
const ACCOUNTS = [
  { id: "acc-acme", name: "Acme Voice" },
  { id: "acc-trial", name: "Trial Co" },
];

interface Seen {
  clients: string[];
  patches: unknown[];
  located: URLSearchParams[];
}

/** A signed-in browser with `roles`, and a platform holding two accounts that records what it is sent. */
async function signedIn(
  roles: readonly string[],
  manualNumber: () => Response = () => HttpResponse.json({ id: "n1", phoneNumber: "+1234567890" }),
) {
  const { handlers, cookie } = await signedInAs(roles);
  const seen: Seen = { clients: [], patches: [], located: [] };
  server.use(
    ...handlers,
    http.get(`${PLATFORM}/vaic/api/clients`, ({ request }) => {
      const filter = new URL(request.url).searchParams.get("filter") ?? "";
      seen.clients.push(filter);
      const id = /id=([^,)]+)/.exec(filter)?.[1];
      const name = /name~([^,)]+)/.exec(filter)?.[1]?.toLowerCase();
      const clients = ACCOUNTS.filter((a) => (!id || a.id === id) && (!name || a.name.toLowerCase().includes(name)));
      return clients.length
        ? HttpResponse.json({ clients, pages: { total: clients.length } })
        : new HttpResponse(null, { status: 204 });
    }),
    http.patch(`${PLATFORM}/phones/api/Admin/ManualNumber`, async ({ request }) => {
      seen.patches.push(await request.json());
      return manualNumber();
    }),
    // The grid's list asked where the new number is (locate): on the first page of the grid's own view.
    http.get(`${PLATFORM}/phones/api/phones`, ({ request }) => {
      seen.located.push(new URL(request.url).searchParams);
      return HttpResponse.json({ phoneNumbers: [], pages: { totalElements: 40, number: 1, located: true } });
    }),
  );
  return { seen, cookie };
}

const PATH = "/admin/numbers/new?search=acme&page=3&sort=-monthlyCharge";
function post(fields: Record<string, string>, cookie: string) {
  return manualNumberAction(
    consoleRequest(PATH, { method: "POST", cookie, body: new URLSearchParams(fields) }),
    makeTestContext(),
  );
}
async function data(response: Response) {
  return (await response.json()) as ManualNumberActionData;
}

describe("the manual number action", () => {
  it("never calls the platform's manual number with invalid input, and answers the field errors with what was typed", async () => {
    const { cookie, seen } = await signedIn(ADMIN);
    const response = await post({ ...VALID, phoneNumber: "12 34", monthlyCharge: "1.00001", countryName: "" }, cookie);
    expect(response.status).toBe(400);
    const body = await data(response);
    expect(body.result.error).toMatchObject({
      phoneNumber: ["validation_phone_number"],
      monthlyCharge: ["validation_monthly_charge"],
      countryName: ["validation_country_name"],
    });
    expect(body.result.initialValue).toMatchObject({
      phoneNumber: "12 34",
      monthlyCharge: "1.00001",
      clientId: "acc-trial",
    });
    expect(body.chosen).toEqual({ id: "acc-trial", name: "Trial Co" });
    expect(seen.patches).toEqual([]);
  });

  it("sends exactly the payload, with the chosen client's name, and returns to the grid's page holding the number, marked, with a toast", async () => {
    const { cookie, seen } = await signedIn(ADMIN);
    const response = await post(
      { ...VALID, monthlyCharge: "0.0001", provider: "Third-party provider A", accountName: "Typed name is ignored" },
      cookie,
    );
    expect(seen.patches).toEqual([
      {
        phoneNumber: "+123 456 7890",
        countryName: "Germany",
        monthlyCharge: 0.0001,
        regionId: "eu-west",
        clientId: "acc-trial",
        accountName: "Trial Co",
        provider: "Third-party provider A",
      },
    ]);
    expect(response.status).toBe(302);
    // The grid it was opened from, on the page holding the new number (the platform located it there), marked.
    expect(response.headers.get("Location")).toBe(
      "/admin/numbers?search=acme&sort=-monthlyCharge&highlight=n1#highlighted-record",
    );
    expect(seen.located.map((q) => [q.get("locate"), q.get("search"), q.get("sort")])).toEqual([
      ["n1", "acme", "-monthlyCharge"],
    ]);
    const flashed = response.headers.getSetCookie().find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`))!;
    const { toasts } = await getToasts(consoleRequest("/admin/numbers", { cookie: flashed.split(";")[0] }));
    expect(toasts.map((t) => [t.type, t.message])).toEqual([["success", MSG.success_manual_number]]);
  });

  it("refuses a client that does not exist on its field without calling the manual number", async () => {
    const { cookie, seen } = await signedIn(ADMIN);
    const response = await post({ ...VALID, clientId: "acc-gone" }, cookie);
    expect(response.status).toBe(400);
    expect((await data(response)).result.error).toEqual({ clientId: [MSG.validation_account_not_found] });
    expect(seen.patches).toEqual([]);
  });

  it("shows a number in use (409) on the phone number, keeping what was typed", async () => {
    const { cookie } = await signedIn(ADMIN, () =>
      HttpResponse.json({ message: "phoneNumber: this number is already in use" }, { status: 409 }),
    );
    const response = await post(VALID, cookie);
    expect(response.status).toBe(409);
    const body = await data(response);
    expect(body.result.error).toEqual({ phoneNumber: [MSG.validation_phone_number_in_use] });
    expect(body.result.initialValue).toMatchObject({ phoneNumber: VALID.phoneNumber, countryName: "Germany" });
  });

  it("puts the platform's field lines under their fields and anything else above the form", async () => {
    const { cookie } = await signedIn(ADMIN, () =>
      HttpResponse.json({ message: "regionId: unknown region\nSomething else broke" }, { status: 400 }),
    );
    const body = await data(await post(VALID, cookie));
    expect(body.result.error).toEqual({
      regionId: ["unknown region"],
      "": [MSG.error_manual_number, "Something else broke"],
    });
  });

  it("finds accounts without JavaScript: no check, nothing sent, the typed values and the found accounts back", async () => {
    const { cookie, seen } = await signedIn(ADMIN);
    const response = await post(
      { ...VALID, monthlyCharge: "0", clientId: "", intent: "find-accounts", accountSearch: "acme" },
      cookie,
    );
    expect(response.status).toBe(200);
    const body = await data(response);
    expect(body.result.error).toBeUndefined();
    expect(body.result.initialValue).toMatchObject({ monthlyCharge: "0", phoneNumber: VALID.phoneNumber });
    expect(body.accounts).toEqual({ accounts: [{ id: "acc-acme", name: "Acme Voice" }], total: 1, search: "acme" });
    expect(seen.patches).toEqual([]);
  });

  it.each([
    ["a customer", OWNER_ROLES],
    ["an administrator without NUMBERS_UPDATE", [...ADMIN_ROLES, ROLES.NUMBERS_READ]],
  ])("refuses %s with 403 before reading or sending anything", async (_who, roles) => {
    const { cookie, seen } = await signedIn(roles);
    const refusal = await post(VALID, cookie).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(403);
    expect(seen).toEqual({ clients: [], patches: [], located: [] });
  });
});
