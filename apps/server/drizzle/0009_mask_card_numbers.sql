-- Card numbers were kept whole in invoices.fields before issue 11: keep only their mask, as the
-- application does now (payment-fields.ts, maskCardNumber): the first 6 digits and the last 4,
-- fewer leading digits for short numbers so that at least 5 stay hidden.
UPDATE "invoices"
SET "fields" = jsonb_set(
  "fields",
  '{card_number}',
  to_jsonb(
    left("fields"->>'card_number', greatest(0, least(6, length("fields"->>'card_number') - 9)))
    || repeat('*', length("fields"->>'card_number') - greatest(0, least(6, length("fields"->>'card_number') - 9)) - 4)
    || right("fields"->>'card_number', 4)
  )
)
WHERE "fields" ? 'card_number' AND "fields"->>'card_number' ~ '^[0-9]{12,19}$';
