/**
 * The identity service's own account page (docs/product.md#account-menu-gates "Manage account", #session-calls "POST sso code: answer holds a
 * code used to open the identity UI in a new tab with sso_code and account in the query"): the
 * one-time code (one use, a minute) shows who the identity is, the account named in the query (which
 * must be the code's), and the account's users with their roles, as the identity service keeps them.
 */
import express from "express";
import type { PlatformContext } from "../context";
import { consumeOneTimeCode } from "../services/vaic/authRoutes";
import { brandName } from "../services/vaic/settings";
import { brandedLayout, escapeHtml, messagePage } from "./pages";

interface Member {
  email: string;
  first_name: string;
  last_name: string;
  roles: string;
}

export function accountPageRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.get("/account", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("html");
    const code = typeof req.query.sso_code === "string" ? req.query.sso_code : "";
    const account = typeof req.query.account === "string" ? req.query.account : "";
    const owner = code ? consumeOneTimeCode(ctx, "sso", code) : undefined;
    const user = owner
      ? (ctx.db
          .prepare(
            "SELECT u.email, u.first_name, u.last_name, u.account_id, a.name FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = ?",
          )
          .get(owner) as
          { email: string; first_name: string; last_name: string; account_id: string; name: string } | undefined)
      : undefined;
    if (!user || user.account_id !== account) {
      res
        .status(400)
        .send(
          messagePage(
            "Link expired",
            "This account link is no longer valid. Open Manage account again from the console.",
          ),
        );
      return;
    }
    const members = ctx.db
      .prepare("SELECT email, first_name, last_name, roles FROM users WHERE account_id = ? ORDER BY email")
      .all(account) as Member[];
    const rows = members
      .map((m) => {
        const roles = (JSON.parse(m.roles) as string[]).length;
        return `<tr><td>${escapeHtml(`${m.first_name} ${m.last_name}`)}</td><td>${escapeHtml(m.email)}</td><td>${roles}</td></tr>`;
      })
      .join("");
    res.status(200).send(
      brandedLayout(
        `Account · ${brandName(ctx)}`,
        `<h1>${escapeHtml(user.name)}</h1>
<p>Signed in to the identity service as ${escapeHtml(user.email)}.</p>
<table><caption>Users of this account</caption><thead><tr><th scope="col">Name</th><th scope="col">E-mail</th><th scope="col">Roles</th></tr></thead><tbody>${rows}</tbody></table>`,
        { wide: true },
      ),
    );
  });
  return router;
}
