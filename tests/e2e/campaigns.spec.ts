/**
 * Campaigns (issue 17 item 2) as a person uses them, in an account of their own (registered here,
 * with a bot and a ported-in number set up through the platform API, as a script would): a campaign
 * from the CSV upload to completed, with its calls under its name in the call history (JavaScript on);
 * and an upload with rejected rows shown with their lines, then started, without JavaScript. The
 * simulated callee answers every number not ending in 00 or 01; the rules at their boundaries are the
 * unit tests' (tests/unit/contract/campaigns.test.ts, tests/unit/platform/campaigns.test.ts).
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { registerAccount, signIn, type Credentials } from "./support/auth";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { gridTotal } from "./support/windows";

test.describe.configure({ mode: "serial" });

let owner: Credentials;

/** A unique UK mobile number ending in `tail`. */
const uniqueNumber = (tail: string) =>
  `+4477${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}${tail}`;

/** The account's bot and an Active caller number, through the platform API with the owner's token. */
async function setUpAccount(request: APIRequestContext, who: Credentials) {
  const login = await request.post("/vaic/api/auth/login", { data: { email: who.email, password: who.password } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const bot = await request.post("/bots/api/bots", {
    headers,
    data: {
      name: "Outreach bot",
      framework: "None",
      subFramework: "custom",
      botApiType: "chat_api",
      apiUrl: "https://bots.example.net/outreach",
      regionId: "eu-west",
      authMethod: "no-auth",
      maxCallsPerSecond: 5,
      maxConcurrentCalls: 10,
    },
  });
  expect(bot.status(), await bot.text()).toBe(201);
  const port = await request.post("/phones/api/phones", {
    headers,
    data: {
      phoneNumber: uniqueNumber("77"),
      countryName: "United Kingdom",
      carrier: "E2E Telecom",
      carrierAccountNumber: "ACC-1",
      authorised: true,
    },
  });
  expect(port.status(), await port.text()).toBe(201);
  const id = ((await port.json()) as { id: string }).id;
  // The simulated provider answers a port-in within seconds (on the simulator's tick).
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/phones/api/phones/${id}`, { headers })).json()) as { status: string }).status,
      { timeout: 20_000 },
    )
    .toBe("Active");
}

async function fillCampaign(page: Page, name: string, csv: string) {
  const dialog = page.getByRole("dialog", { name: "Add campaign" });
  await dialog.getByLabel("Name").fill(name);
  await dialog
    .getByLabel("Contact list (CSV)")
    .setInputFiles({ name: "contacts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await dialog.getByLabel("Calls from").fill("00:00");
  await dialog.getByLabel("Calls until").fill("23:59");
  for (const day of ["Sat", "Sun"]) await dialog.getByRole("checkbox", { name: day }).check();
  await dialog.getByLabel("Time zone").selectOption("UTC");
  await dialog.getByLabel("Calls per second").fill("20");
  await dialog.getByLabel("Concurrent calls").fill("0");
  await dialog.getByLabel(/^Retries/).fill("0");
  return dialog;
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const page = await browser.newPage();
  owner = await registerAccount(page, "Campaign Callers");
  await setUpAccount(page.request, owner);
  await page.close();
});

test("a campaign runs from its upload to completed, and its calls are in the call history", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, owner, { redirectTo: "/portal/campaigns" });
  await waitForHydration(page);
  await page.getByRole("link", { name: "Add campaign" }).click();
  await expect(page.getByRole("dialog", { name: "Add campaign" })).toBeVisible();
  await expectAccessible(page, "/portal/campaigns/new");
  const contacts = Array.from(
    { length: 20 },
    (_, i) => `+4478${String(Date.now() % 1e5).padStart(5, "0")}${String(i).padStart(2, "0")}5`,
  );
  const name = `Spring outreach ${Date.now() % 1e6}`;
  const dialog = await fillCampaign(page, name, ["phone", ...contacts].join("\n"));
  await dialog.getByRole("button", { name: "Create campaign" }).click();

  // The write opens the campaign's view.
  const view = page.getByRole("dialog", { name: "Campaign details" });
  await expect(view.getByLabel("State")).toHaveValue("Draft");
  await expect(view.getByLabel("Contacts")).toHaveValue("20");
  await expect(view.getByRole("button", { name: "Pause" })).toHaveCount(0);
  await view.getByRole("button", { name: "Start" }).click();
  await expect(page.getByText("Campaign started: its progress is in the notifications")).toBeVisible();
  // The view asks again while it runs; the simulator places the calls.
  await expect(view.getByLabel("State")).toHaveValue("Completed", { timeout: 30_000 });
  await expect(view.getByLabel("Answered")).toHaveValue("20");
  await expect(view.getByLabel("Calls placed")).toHaveValue("20");
  await expect(view.getByRole("button", { name: "Start" })).toHaveCount(0);

  await view.getByRole("link", { name: "Show this campaign's calls in the call history" }).click();
  await expect(page).toHaveURL(/\/portal\/call_history\?campaignId=/);
  await expect.poll(() => gridTotal(page), { timeout: 10_000 }).toBe(20);
});

test("without JavaScript: an upload's rejected rows are shown with their lines, and the campaign starts", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, owner, { redirectTo: "/portal/campaigns/new" });
  const csv = ["phone", "+442079460101", "not-a-number", "", "+44 20 7946 0101", "+442079460102"].join("\n");
  const dialog = await fillCampaign(page, `No script ${Date.now() % 1e6}`, csv);
  await dialog.getByRole("button", { name: "Create campaign" }).click();

  const view = page.getByRole("dialog", { name: "Campaign details" });
  await expect(view.getByLabel("Contacts")).toHaveValue("2");
  const rejected = view.getByRole("table", { name: /3 rows of the uploaded list were rejected/ });
  await expect(rejected.getByRole("row")).toHaveText([
    /Line\s*Value\s*Why/,
    /3\s*not-a-number\s*Not a phone number in E\.164 form/,
    /4\s*No phone number/,
    /5\s*\+44 20 7946 0101\s*Duplicate of line 2/,
  ]);
  await view.getByRole("button", { name: "Start" }).click();
  await expect(view.getByLabel("State")).toHaveValue(/Scheduled|Running|Completed/);
  await expect(view.getByRole("button", { name: "Start" })).toHaveCount(0);
  await context.close();
});
