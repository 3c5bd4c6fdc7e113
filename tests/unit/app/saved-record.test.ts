/**
 * Where a create or an edit leads (docs/adding-an-entity-screen.md#a-record-just-saved): the list's
 * page that holds the record under the list's own view, marked and scrolled to; the list as it was,
 * and a toast saying why, when the view's search leaves it out. The platform is an msw stand-in.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MSG } from "../../../contract/messages";
import { OWNER_ROLES } from "../../../contract/roles";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { entityCreateAction, entityEditAction } from "~/features/entities/dialog.server";
import { getToasts } from "~/toast/toast.server";
import { consoleRequest, cookiePart, makeTestContext, mockPlatformServer, PLATFORM } from "../../mocks/platform";
import { signedInAs } from "../../mocks/platform";

const server = mockPlatformServer();
const BOTS = `${PLATFORM}/bots/api/bots`;
const ID = "bot-new-1";

const typed = {
  name: "Night desk",
  framework: "None",
  subFramework: "custom",
  botApiType: "chat_api",
  apiUrl: "https://bots.example.net/x",
  regionId: "eu-west",
  authMethod: "no-auth",
  maxCallsPerSecond: "5",
  maxConcurrentCalls: "10",
};

/** The list answer to a locate: the page the platform found, or none. */
const listAnswer = (pages: { number: number; located: boolean }) =>
  HttpResponse.json({ infoCards: [], pages: { totalElements: 120, ...pages } });

async function createWith(listSearch: string, pages: { number: number; located: boolean }) {
  const { handlers, cookie } = await signedInAs(OWNER_ROLES);
  const asked: URL[] = [];
  server.use(
    ...handlers,
    http.post(BOTS, () => HttpResponse.json({ id: ID }, { status: 201 })),
    http.get(BOTS, ({ request }) => {
      asked.push(new URL(request.url));
      return listAnswer(pages);
    }),
  );
  const response = (await entityCreateAction(
    {
      request: consoleRequest(`/portal/bots/new${listSearch}`, {
        method: "POST",
        cookie,
        body: new URLSearchParams(typed),
      }),
      context: makeTestContext(),
    },
    BOTS_RESOURCE,
  )) as Response;
  const toastCookie = response.headers.get("Set-Cookie") ?? "";
  const { toasts } = await getToasts(consoleRequest("/portal/bots", { cookie: cookiePart(toastCookie) }));
  return { response, asked, toasts };
}

describe("a record just created", () => {
  it("opens the list on the page that holds it, marked, with the list's own sort and search", async () => {
    const { response, asked, toasts } = await createWith("?sort=-name&search=desk&page=1", {
      number: 3,
      located: true,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/portal/bots?sort=-name&search=desk&page=3&highlight=${ID}#highlighted-record`,
    );
    // The platform was asked under the same view.
    expect(asked[0].searchParams.get("locate")).toBe(ID);
    expect(asked[0].searchParams.get("search")).toBe("desk");
    expect(asked[0].searchParams.get("sort")).toBe("-name");
    expect(toasts.map((t) => t.message)).toEqual([MSG.success_bot_created]);
  });

  it("on the first page, leaves the page out of the address", async () => {
    const { response } = await createWith("", { number: 1, located: true });
    expect(response.headers.get("Location")).toBe(`/portal/bots?highlight=${ID}#highlighted-record`);
  });

  it("left out by the search: the list as it was, and a toast that says so", async () => {
    const { response, toasts } = await createWith("?search=zzz&page=2", { number: 2, located: false });
    expect(response.headers.get("Location")).toBe("/portal/bots?search=zzz&page=2");
    expect(toasts.map((t) => t.message)).toEqual([MSG.success_bot_created, MSG.info_saved_record_not_in_view]);
  });
});

describe("a record just edited", () => {
  it("is marked on the page that holds it now", async () => {
    const { handlers, cookie } = await signedInAs(OWNER_ROLES);
    server.use(
      ...handlers,
      http.get(`${BOTS}/${ID}`, () =>
        HttpResponse.json({
          id: ID,
          ...typed,
          maxCallsPerSecond: 5,
          maxConcurrentCalls: 10,
          createdAt: "2026-11-01T10:00:00.000Z",
          assignedNumbers: 0,
          secretsSet: {},
        }),
      ),
      http.patch(`${BOTS}/${ID}`, () => HttpResponse.json({ id: ID })),
      http.get(BOTS, () => listAnswer({ number: 2, located: true })),
    );
    const response = (await entityEditAction(
      {
        request: consoleRequest(`/portal/bots/${ID}/edit?sort=name`, {
          method: "POST",
          cookie,
          body: new URLSearchParams(typed),
        }),
        context: makeTestContext(),
        params: { id: ID },
      },
      BOTS_RESOURCE,
    )) as Response;
    expect(response.headers.get("Location")).toBe(`/portal/bots?sort=name&page=2&highlight=${ID}#highlighted-record`);
  });
});
