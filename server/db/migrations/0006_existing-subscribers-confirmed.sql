-- Addresses subscribed before double opt-in were accepted under the old single opt-in: they stay
-- subscribed (confirmed since they subscribed) rather than waiting for a confirmation nobody sent.
UPDATE "subscriptions" SET "status" = 'confirmed', "confirmed_at" = "created_at" WHERE "status" = 'pending' AND "confirmation_sent_at" IS NULL;
