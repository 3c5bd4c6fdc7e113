-- WhatsApp numbers on the entity store (ADR 010, issue 29): the columns every entity table has beside
-- its own. The pin stays a hash in pin_hash; `secrets` stays empty (no write-only field is kept as typed).

ALTER TABLE whatsapp_numbers ADD COLUMN secrets TEXT NOT NULL DEFAULT '{}';
ALTER TABLE whatsapp_numbers ADD COLUMN updated_at INTEGER;
