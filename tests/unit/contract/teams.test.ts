/**
 * The Teams forms (contract/wire/teams): the tenant's domain, tenant id (a GUID), license type and
 * activation e-mail, and the connection's name, at their boundaries; the forms as an HTML form posts
 * them (through conform, like the console's action); and the seed's demo records, which the forms
 * must accept as they are.
 */
import { parseWithZod } from "@conform-to/zod";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TEAMS } from "../../../contract/limits/teams";
import { TEAMS_LICENSE_TYPES, TeamsConnectionFormSchema, TeamsTenantFormSchema } from "../../../contract/wire/teams";
import { openDatabase } from "../../../platform/db/database";
import { seed } from "../../../platform/seed/index";

const tenant = {
  domain: "contoso.onmicrosoft.com",
  tenantId: "0f8fad5b-d9cb-469f-a165-70867728950e",
  licenseType: "Hosted Essential",
  activationEmail: "it@contoso.com",
};
const errorsOf = (
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: (string | number)[]; message: string }[] };
    };
  },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the tenant form", () => {
  it("accepts a complete tenant and lower-cases the domain and the GUID", () => {
    expect(
      TeamsTenantFormSchema.parse({
        ...tenant,
        domain: "Contoso.OnMicrosoft.com",
        tenantId: tenant.tenantId.toUpperCase(),
      }),
    ).toEqual(tenant);
  });

  it("takes a domain of two labels or more, labels of 1 to 63 characters, at most 253 in all", () => {
    const label63 = "a".repeat(63);
    for (const ok of ["contoso.com", "a.io", "my-team.contoso.co.uk", `${label63}.com`])
      expect(errorsOf(TeamsTenantFormSchema, { ...tenant, domain: ok }), ok).toEqual({});
    for (const bad of [
      "contoso",
      "-contoso.com",
      "contoso-.com",
      "con toso.com",
      "contoso.c",
      "contoso.123",
      `${label63}a.com`,
      "contoso..com",
      "https://contoso.com",
      "",
    ]) {
      expect(errorsOf(TeamsTenantFormSchema, { ...tenant, domain: bad }).domain, bad).toBe("validation_teams_domain");
    }
    // 253 characters is a domain; 254 is not.
    const labels = (n: number) => Array.from({ length: n }, () => "a".repeat(61)).join(".");
    const at253 = `${labels(4)}.${"b".repeat(253 - 4 * 61 - 3 - 1 - 4)}.com`;
    expect(at253).toHaveLength(253);
    expect(errorsOf(TeamsTenantFormSchema, { ...tenant, domain: at253 })).toEqual({});
    expect(errorsOf(TeamsTenantFormSchema, { ...tenant, domain: `a${at253}` }).domain).toBe("validation_teams_domain");
  });

  it("takes a tenant id that is a GUID, in either case, and nothing else", () => {
    for (const ok of ["00000000-0000-0000-0000-000000000000", "ABCDEF01-2345-6789-abcd-ef0123456789"])
      expect(errorsOf(TeamsTenantFormSchema, { ...tenant, tenantId: ok }), ok).toEqual({});
    for (const bad of [
      "0000000-0000-0000-0000-000000000000",
      "00000000-0000-0000-0000-0000000000000",
      "00000000000000000000000000000000",
      "g0000000-0000-0000-0000-000000000000",
      "{00000000-0000-0000-0000-000000000000}",
      "",
    ]) {
      expect(errorsOf(TeamsTenantFormSchema, { ...tenant, tenantId: bad }).tenantId, bad).toBe(
        "validation_teams_tenant_id",
      );
    }
  });

  it("takes the three hosted license types only (not the enumeration's None)", () => {
    expect(TEAMS_LICENSE_TYPES).toEqual(["Hosted Essential", "Hosted Essential Plus", "Hosted Pro"]);
    for (const ok of TEAMS_LICENSE_TYPES)
      expect(errorsOf(TeamsTenantFormSchema, { ...tenant, licenseType: ok })).toEqual({});
    expect(errorsOf(TeamsTenantFormSchema, { ...tenant, licenseType: "None" }).licenseType).toBe(
      "validation_teams_license_type",
    );
    expect(errorsOf(TeamsTenantFormSchema, { ...tenant, licenseType: "hosted pro" }).licenseType).toBe(
      "validation_teams_license_type",
    );
    expect(errorsOf(TeamsTenantFormSchema, { ...tenant, licenseType: undefined }).licenseType).toBe(
      "validation_field_required",
    );
  });

  it("takes an activation e-mail of at most 254 characters", () => {
    for (const bad of ["it", "it@", "@contoso.com", "it@contoso", "i t@contoso.com", "it@@contoso.com", ""]) {
      expect(errorsOf(TeamsTenantFormSchema, { ...tenant, activationEmail: bad }).activationEmail, bad).toBe(
        "validation_email_required",
      );
    }
    const at254 = `${"x".repeat(254 - "@contoso.com".length)}@contoso.com`;
    expect(at254).toHaveLength(TEAMS.ACTIVATION_EMAIL_MAX);
    expect(errorsOf(TeamsTenantFormSchema, { ...tenant, activationEmail: at254 })).toEqual({});
    expect(errorsOf(TeamsTenantFormSchema, { ...tenant, activationEmail: `x${at254}` }).activationEmail).toBe(
      "validation_email_required",
    );
  });

  it("reads an HTML form's strings (conform), reporting a missing field on it", () => {
    const form = new FormData();
    form.set("domain", "contoso.com");
    form.set("tenantId", tenant.tenantId);
    form.set("licenseType", "Hosted Pro");
    const submission = parseWithZod(form, { schema: TeamsTenantFormSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ activationEmail: ["validation_email_required"] });
  });
});

describe("the connection form", () => {
  const connection = { name: "Sales desk", teamsTenantId: "tenant-record", regionId: "eu-west" };

  it("takes a name of 1 to 40 characters (trimmed), a tenant and a region", () => {
    expect(TeamsConnectionFormSchema.parse({ ...connection, name: "  Sales desk  " }).name).toBe("Sales desk");
    expect(errorsOf(TeamsConnectionFormSchema, { ...connection, name: "x".repeat(TEAMS.CONNECTION_NAME_MAX) })).toEqual(
      {},
    );
    expect(
      errorsOf(TeamsConnectionFormSchema, { ...connection, name: "x".repeat(TEAMS.CONNECTION_NAME_MAX + 1) }).name,
    ).toBe("validation_teams_connection_name");
    expect(errorsOf(TeamsConnectionFormSchema, { ...connection, name: "   " }).name).toBe(
      "validation_teams_connection_name",
    );
    expect(errorsOf(TeamsConnectionFormSchema, { ...connection, teamsTenantId: "" }).teamsTenantId).toBe(
      "validation_teams_tenant_choice",
    );
    expect(errorsOf(TeamsConnectionFormSchema, { ...connection, regionId: undefined }).regionId).toBe(
      "validation_field_required",
    );
  });
});

describe("the seed's Teams records", () => {
  it("are accepted by the forms as they are", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vc-teams-seed-"));
    const db = openDatabase(join(dir, "db.sqlite"));
    try {
      await seed(db, { calls: 0 });
      const tenants = db
        .prepare(
          "SELECT domain, tenant_id AS tenantId, license_type AS licenseType, activation_email AS activationEmail FROM teams_tenants",
        )
        .all();
      expect(tenants.length).toBeGreaterThan(3);
      for (const t of tenants) expect(errorsOf(TeamsTenantFormSchema, t), JSON.stringify(t)).toEqual({});
      const connections = db
        .prepare("SELECT name, tenant_id AS teamsTenantId, region_id AS regionId FROM teams_connections")
        .all();
      expect(connections.length).toBeGreaterThan(3);
      for (const c of connections) expect(errorsOf(TeamsConnectionFormSchema, c), JSON.stringify(c)).toEqual({});
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
