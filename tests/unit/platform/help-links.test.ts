/**
 * The help menu's addresses in the embedded platform's base settings (docs/features/shell.md "Help"):
 * the console's user guide and REST API reference by default, the server's configuration over the
 * defaults, a deployment's stored `brand` setting over both; never a value that is no http(s) URL or
 * same-origin path.
 */
import { mkdtempSync } from "node:fs";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { API_REFERENCE_PATH, isSafeHelpUrl, USER_GUIDE_PATH } from "../../../contract/help-links";
import { BaseSettingsSchema } from "../../../contract/wire/settings";
import { baseSettings } from "../../../platform/services/vaic/settings";
import { createServer } from "../../../server/app";
import { parseEnv } from "../../../server/config";
import { createTestContext, type TestContext } from "./helpers";

let t: TestContext | null = null;
afterEach(() => {
  t?.cleanup();
  t = null;
});

const storeBrand = (ctx: TestContext["ctx"], brand: unknown) =>
  ctx.db.prepare("INSERT INTO settings (key, value) VALUES ('brand', ?)").run(JSON.stringify(brand));

describe("the base settings' help links", () => {
  it("lead to the console's user guide and REST API reference by default", () => {
    t = createTestContext();
    const settings = baseSettings(t.ctx);
    expect(BaseSettingsSchema.parse(settings).brand).toEqual({
      name: "Voice Console",
      productUrl: USER_GUIDE_PATH,
      documentationUrl: USER_GUIDE_PATH,
      apiDocumentationUrl: API_REFERENCE_PATH,
    });
  });

  it("take the server's configuration over the defaults, and the stored brand setting over both", () => {
    t = createTestContext({
      helpLinks: { productUrl: "https://voice.example.com", apiDocumentationUrl: "/api-docs#tag-bots" },
    });
    expect(baseSettings(t.ctx).brand).toMatchObject({
      productUrl: "https://voice.example.com",
      documentationUrl: USER_GUIDE_PATH,
      apiDocumentationUrl: "/api-docs#tag-bots",
    });
    storeBrand(t.ctx, { name: "Acme", productUrl: "https://acme.example.com/product", documentationUrl: "/help/bots" });
    expect(baseSettings(t.ctx).brand).toEqual({
      name: "Acme",
      productUrl: "https://acme.example.com/product",
      documentationUrl: "/help/bots",
      apiDocumentationUrl: "/api-docs#tag-bots",
    });
  });

  it("skips a stored address that is no http(s) URL or same-origin path", () => {
    t = createTestContext();
    storeBrand(t.ctx, {
      productUrl: "javascript:alert(1)",
      documentationUrl: "//evil.example.com/help",
      apiDocumentationUrl: 42,
    });
    expect(baseSettings(t.ctx).brand).toMatchObject({
      productUrl: USER_GUIDE_PATH,
      documentationUrl: USER_GUIDE_PATH,
      apiDocumentationUrl: API_REFERENCE_PATH,
    });
  });

  it("come from the server's environment through GET /vaic/api/Settings/baseSettings", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "help-links-"));
    const config = {
      ...parseEnv({
        DATA_DIR: dataDir,
        PLATFORM_SIMULATE: "false",
        NODE_ENV: "test",
        PRODUCT_URL: "https://voice.example.com",
      }),
      sessionSecret: "s".repeat(32),
    };
    const server = await createServer(config, { console: false, log: () => {} });
    try {
      server.httpServer.listen(0, "127.0.0.1");
      await once(server.httpServer, "listening");
      const { port } = server.httpServer.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/vaic/api/Settings/baseSettings`);
      expect((await res.json()).brand).toMatchObject({
        productUrl: "https://voice.example.com",
        documentationUrl: USER_GUIDE_PATH,
        apiDocumentationUrl: API_REFERENCE_PATH,
      });
    } finally {
      await server.close();
    }
  });
});

describe("isSafeHelpUrl", () => {
  it("takes http(s) URLs and same-origin paths only", () => {
    for (const ok of ["/help", "/api-docs#tag-bots", "https://example.com/a?b=c", "http://localhost:3000/help"]) {
      expect(isSafeHelpUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      "",
      "help",
      "//evil.example.com",
      "/\\evil.example.com",
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://a",
      " /help",
      "/he lp",
      "/help\n",
      null,
      1,
    ]) {
      expect(isSafeHelpUrl(bad), String(bad)).toBe(false);
    }
  });
});
