-- SIP connections on the entity store (ADR 010; docs/product.md#sip-connection "SIP connection", #sip-connections "SIP"): the form's
-- fields the lists use are columns (existing ones in 001_core), the rest in `settings`; credentials and
-- authentication codes in `secrets` (write-only). DNS verification (docs/product.md#account-status "DNS verification can be
-- toggled per client"): the TXT value a connection's FQDN must publish, and when it was found.

ALTER TABLE sip_connections ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE sip_connections ADD COLUMN secrets TEXT NOT NULL DEFAULT '{}';
ALTER TABLE sip_connections ADD COLUMN updated_at INTEGER;
ALTER TABLE sip_connections ADD COLUMN dns_txt_value TEXT;
ALTER TABLE sip_connections ADD COLUMN dns_verified_at INTEGER;
CREATE INDEX sip_connections_account_name ON sip_connections(account_id, name COLLATE NOCASE) WHERE deleted_at IS NULL;
