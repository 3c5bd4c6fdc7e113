/**
 * `?locate=<id>` on an entity list (docs/adding-an-entity-screen.md#a-record-just-saved): the platform
 * answers the page that holds the record under the list's own sort, search and filter, says whether
 * it found it, and never finds another account's record.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

let w: SeededPlatform;
const ids: string[] = [];
beforeAll(async () => {
  w = await startSeededPlatform();
  for (let i = 0; i < 7; i++) {
    const created = await w.call("owner", "POST", "/bots/api/bots", {
      body: {
        name: `Locate ${String(i).padStart(2, "0")}`,
        framework: "None",
        subFramework: "custom",
        botApiType: "chat_api",
        apiUrl: "https://bots.example.net/x",
        regionId: "eu-west",
        authMethod: "no-auth",
        maxCallsPerSecond: 5,
        maxConcurrentCalls: 10,
      },
    });
    expect(created.status).toBe(201);
    ids.push((created.json as { id: string }).id);
  }
});
afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

interface ListBody {
  infoCards: Array<{ id: string; name: string }>;
  pages: { totalElements: number; number?: number; located?: boolean };
}
const list = async (who: "owner" | "admin" | "trial", query: string) => {
  const answer = await w.call(who, "GET", `/bots/api/bots?${query}`);
  return { status: answer.status, body: answer.json as ListBody };
};

describe("locating a record in an entity list", () => {
  it("answers the page that holds it, under the list's sort and search", async () => {
    // Names ascending, two a page: "Locate 05" is the sixth, on page 3.
    const asc = await list("owner", `search=Locate&sort=name&limit=2&locate=${ids[5]}`);
    expect(asc.status).toBe(200);
    expect(asc.body.pages).toMatchObject({ totalElements: 7, number: 3, located: true });
    expect(asc.body.infoCards.map((b) => b.name)).toEqual(["Locate 04", "Locate 05"]);
    // Descending, the same record is the second: page 1.
    const desc = await list("owner", `search=Locate&sort=-name&limit=2&locate=${ids[5]}`);
    expect(desc.body.pages).toMatchObject({ number: 1, located: true });
    expect(desc.body.infoCards.map((b) => b.name)).toEqual(["Locate 06", "Locate 05"]);
  });

  it("says when the search leaves the record out, and serves the page asked for", async () => {
    const out = await list("owner", `search=Locate%2003&sort=name&limit=2&locate=${ids[5]}`);
    expect(out.body.pages).toMatchObject({ totalElements: 1, number: 1, located: false });
    expect(out.body.infoCards.map((b) => b.name)).toEqual(["Locate 03"]);
  });

  it("never finds another account's record", async () => {
    const other = await list("trial", `locate=${ids[5]}&limit=2`);
    // The trial account's own list, as asked; another account's id is simply not there.
    if (other.status === 200) expect(other.body.pages.located).toBe(false);
    else expect(other.status).toBe(204);
  });

  it("an administrator locates in every account's list", async () => {
    const all = await list("admin", `search=Locate&sort=name&limit=2&locate=${ids[6]}`);
    expect(all.body.pages).toMatchObject({ number: 4, located: true });
  });

  it("refuses a locate given twice or past its length", async () => {
    expect((await list("owner", `locate=${ids[0]}&locate=${ids[1]}`)).status).toBe(400);
    expect((await list("owner", `locate=${"x".repeat(101)}`)).status).toBe(400);
  });
});
