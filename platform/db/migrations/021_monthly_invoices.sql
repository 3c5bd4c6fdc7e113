-- Postpaid monthly invoices (issue 19; docs/product.md#billing "billing (... postpaid monthly limit ..., invoices)"):
-- a postpaid account's charges of a closed calendar month (UTC) become one invoice, issued when the
-- month has closed. period is that month (YYYY-MM) on those invoices, NULL on card-payment invoices;
-- one invoice per account and month, whoever (startup, simulator tick, invoice list) closes it first.
ALTER TABLE invoices ADD COLUMN period TEXT;
CREATE UNIQUE INDEX invoices_account_period ON invoices(account_id, period) WHERE period IS NOT NULL;
