/**
 * A demo tool of "Acme Voice" (docs/features/ai-framework.md#tools): an order-status lookup whose API
 * the demo does not have, so it answers its mock answer (the list and every trace say so). Its
 * Authorization header shows how a write-only value is kept. The pre-defined tools come with every
 * account (migration 025).
 */
import type { Db } from "../db/database";
import { TIME } from "../../contract/limits/units";
import { schemaOfRows } from "../../contract/wire/aiTools";
import { Rng } from "./random";

/** Its own PRNG: the seed's other draws stay as they were. */
const TOOLS_SEED = 31_003;

export function seedAiTools(db: Db, acmeId: string, now: number): void {
  const rng = new Rng(TOOLS_SEED);
  const parameters = [
    { name: "orderId", type: "string" as const, description: "The order number, such as A-1042", required: true },
  ];
  db.prepare(
    `INSERT INTO ai_tools (id, account_id, name, description, method, url, parameters, headers, header_values,
       timeout_seconds, answer_path, mock_answer, settings, created_at, updated_at)
     VALUES (@id, @account_id, @name, @description, 'GET', @url, @parameters, @headers, @header_values,
       10, 'status', @mock_answer, @settings, @created_at, @created_at)`,
  ).run({
    id: rng.uuid(),
    account_id: acmeId,
    name: "order_status",
    description:
      "Looks up the delivery status of an order by its number. Use it when a caller asks where their order is.",
    url: "https://orders.acme.example/api/orders/{orderId}",
    parameters: JSON.stringify(schemaOfRows(parameters)),
    headers: JSON.stringify(["Authorization"]),
    header_values: JSON.stringify({ authorization: "Bearer acme-demo-orders-token" }),
    mock_answer: JSON.stringify({ orderId: "A-1042", status: "shipped", eta: "tomorrow" }),
    settings: JSON.stringify({ parametersMode: "rows", parameterRows: parameters }),
    created_at: now - 10 * TIME.DAY_MS,
  });
}
