/**
 * The admin clients list (mounted inside /vaic/api): the account choice of the admin statistics
 * screen and other admin dropdowns (docs/product.md#admin-and-ai-calls "GET {monolith}/clients info with page,
 * filter=(name~{text}) and deletedFilter. The answer has clients[] (id, name) and pages.total"),
 * and the per-client DNS verification toggle (docs/product.md#endpoint-names "EnableDNSVerification", #account-status).
 */
import express from "express";
import { CLIENTS_LIST_SPEC } from "../../../contract/lookups";
import { ROLES } from "../../../contract/roles";
import { DnsVerificationSchema, type DnsVerificationResult } from "../../../contract/wire/admin";
import { recordAudit } from "../../audit";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { requireAdmin, authenticate, callerOf } from "../../http/auth";
import { badRequest, jsonErrorHandler, notFound, route } from "../../http/errors";
import { escapeLike } from "../../db/sql";
import { parseQuery, searchParams } from "../../http/query";
import { orderBy, pageParams, sendList } from "../lookups";

export const DELETED_FILTERS = ["active", "deleted", "all"] as const;
export type DeletedFilter = (typeof DELETED_FILTERS)[number];

/** An account of the list: contract/wire/accounts.ts AdminClientSchema (docs/product.md#account-admin-view "Account (admin view)"). */
export interface ClientWire {
  id: string;
  name: string;
  type: string;
  plan: string;
  billingType: string;
  status: string;
  balance: number;
  /** True for a deleted account (listed with deletedFilter=deleted or all). */
  deleted: boolean;
  description: string;
  creator: string | null;
  billingTags: string[];
  monthlyLimit: number;
  regionId: string | null;
  timeZone: string;
  freeTeamsMinutes: number;
  usedFreeTeamsMinutes: number;
  contractNumber: string | null;
  saasSubscriptionId: string | null;
  saasSubscriptionName: string | null;
  tenantId: string | null;
  dnsVerification: boolean;
  /** ISO instant a trial ends (null when not a trial): the admin's "Extend trial" shows it. */
  trialExpiresAt: string | null;
  createdAt: string;
}

export interface ClientsPages {
  /** Matching accounts, every page. */
  total: number;
  page: number;
  limit: number;
}

interface ClientRow {
  id: string;
  name: string;
  type: string;
  plan: string;
  billing_type: string;
  status: string;
  balance: number;
  deleted_at: number | null;
  description: string;
  creator: string | null;
  billing_tags: string;
  monthly_limit: number;
  region_id: string | null;
  time_zone: string;
  free_teams_minutes: number;
  used_free_teams_minutes: number;
  support_contract_number: string | null;
  saas_subscription_id: string | null;
  saas_subscription_name: string | null;
  tenant_id: string | null;
  dns_verification: number;
  trial_expires_at: number | null;
  created_at: number;
  total: number;
}

function tagsOf(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

function deletedFilter(params: URLSearchParams): DeletedFilter {
  const all = params.getAll("deletedFilter");
  if (all.length > 1) throw badRequest('Parameter "deletedFilter" is given more than once');
  const value = (all[0] ?? "").trim().toLowerCase();
  if (value === "") return "active";
  if (!(DELETED_FILTERS as readonly string[]).includes(value)) {
    throw badRequest(`deletedFilter must be one of ${DELETED_FILTERS.join(", ")}`);
  }
  return value as DeletedFilter;
}

export const DNS_VERIFICATION_PATH = "/clients/:id/EnableDNSVerification";

/** The live (not deleted) account's DNS verification setting; 404 for an unknown or deleted account. */
function dnsVerificationOf(ctx: PlatformContext, id: string): boolean {
  const value = ctx.db
    .prepare("SELECT dns_verification FROM accounts WHERE id = ? AND deleted_at IS NULL")
    .pluck()
    .get(id) as number | undefined;
  if (value === undefined) throw notFound("Account not found");
  return value === 1;
}

/** GET /clients: administrators only. PATCH /clients/:id/EnableDNSVerification: administrators who update accounts. */
export function createClientsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    "/clients",
    authenticate(ctx),
    requireAdmin([ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN]),
    route((req, res) => {
      const params = searchParams(req);
      const query = parseQuery(params, CLIENTS_LIST_SPEC);
      const deleted = deletedFilter(params);
      const where: string[] = [];
      const args: (string | number)[] = [];
      if (deleted === "active") where.push("a.deleted_at IS NULL");
      if (deleted === "deleted") where.push("a.deleted_at IS NOT NULL");
      for (const clause of query.filter) {
        if (clause.field === "name") {
          // LIKE folds ASCII case; the user's % and _ are literal characters.
          where.push("a.name LIKE ? ESCAPE '\\'");
          args.push(`%${escapeLike(String(clause.value))}%`);
        } else if (clause.field === "id") {
          where.push("a.id = ?");
          args.push(String(clause.value));
        }
      }
      const rows = ctx.db
        .prepare(
          `SELECT a.id, a.name, a.type, a.plan, a.billing_type, a.status, a.balance, a.deleted_at, a.description, a.creator,
                  a.billing_tags, a.monthly_limit, a.region_id, a.time_zone, a.free_teams_minutes, a.used_free_teams_minutes,
                  a.support_contract_number, a.saas_subscription_id, a.saas_subscription_name, a.tenant_id, a.dns_verification, a.trial_expires_at, a.created_at,
                  COUNT(*) OVER () AS total
           FROM accounts a
           ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
           ORDER BY ${orderBy("a.name", query.sort.direction, "a")}
           LIMIT ? OFFSET ?`,
        )
        .all(...args, ...pageParams(query)) as ClientRow[];
      sendList(res, rows, () => ({
        clients: rows.map((r): ClientWire => ({
          id: r.id,
          name: r.name,
          type: r.type,
          plan: r.plan,
          billingType: r.billing_type,
          status: r.status,
          balance: r.balance,
          deleted: r.deleted_at !== null,
          description: r.description,
          creator: r.creator,
          billingTags: tagsOf(r.billing_tags),
          monthlyLimit: r.monthly_limit,
          regionId: r.region_id,
          timeZone: r.time_zone,
          freeTeamsMinutes: r.free_teams_minutes,
          usedFreeTeamsMinutes: r.used_free_teams_minutes,
          contractNumber: r.support_contract_number,
          saasSubscriptionId: r.saas_subscription_id,
          saasSubscriptionName: r.saas_subscription_name,
          tenantId: r.tenant_id,
          dnsVerification: r.dns_verification === 1,
          trialExpiresAt:
            r.plan === "Trial Plan" && r.trial_expires_at !== null ? new Date(r.trial_expires_at).toISOString() : null,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        pages: { total: rows[0].total, page: query.page, limit: query.limit } satisfies ClientsPages,
      }));
    }),
  );

  // The setting changes no SIP connection by itself: each create or save of a connection follows it
  // (sip/definition.ts dnsColumns); one pending meanwhile can still be verified (docs/features/sip-connections.md).
  router.patch(
    DNS_VERIFICATION_PATH,
    authenticate(ctx),
    requireAdmin([ROLES.ADMIN_ACCOUNTS_UPDATE]),
    route((req, res) => {
      const id = req.params.id;
      dnsVerificationOf(ctx, id); // an unknown account is 404 before a bad body is 400
      const { enabled } = DnsVerificationSchema.parse(req.body);
      const answer = writeTransaction(ctx.db, (): DnsVerificationResult => {
        const before = dnsVerificationOf(ctx, id);
        ctx.db.prepare("UPDATE accounts SET dns_verification = ? WHERE id = ?").run(enabled ? 1 : 0, id);
        recordAudit(
          ctx,
          callerOf(req),
          id,
          "accounts.dnsVerification",
          { dnsVerification: before },
          { dnsVerification: enabled },
        );
        return { id, dnsVerification: enabled };
      });
      res.json(answer);
    }),
  );

  // Errors of this route only; other /vaic/api paths fall through.
  router.use("/clients", jsonErrorHandler);
  return router;
}
