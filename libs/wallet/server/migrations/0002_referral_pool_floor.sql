-- The referral pool gets a budget and a floor of 0. Until now it was a source that could run negative: bonuses were
-- paid with nothing set aside for them.
--
-- Funding: one movement from platform revenue brings the pool to 25,000 BGL (1,000 USD: 33 codes' three friends and
-- their inviter, 750 BGL each), covering whatever it had overdrawn before. It is a ledger movement like any other (a
-- credit from one system account to another: two entries, an outbox event that notifies nobody, an idempotency key),
-- so the books stay balanced; admins add more from the admin page.
SELECT replayed FROM "wallet"."move_money"(
  p_scope => 'service', p_key => 'referral-pool-funding:initial', p_request_hash => 'referral-pool-funding:initial',
  p_transfer_id => gen_random_uuid(), p_kind => 'credit', p_category => NULL,
  p_amount => (SELECT 2500000 - least(balance, 0) FROM "wallet"."accounts" WHERE code = 'referral_pool'),
  p_description => 'Referral pool funding', p_metadata => '{}'::jsonb,
  p_from_user => NULL, p_from_code => 'platform_revenue', p_from_type => 'debit',
  p_from_description => 'Referral pool funding', p_from_counterparty => NULL,
  p_to_user => NULL, p_to_code => 'referral_pool', p_to_type => 'credit',
  p_to_description => 'Referral pool funding', p_to_counterparty => NULL,
  p_subject_is_from => false, p_spending_bucket => 'other');
--> statement-breakpoint
-- The floor itself: move_money updates the pool's balance in the same statement that checks a user's, so a bonus the
-- pool cannot cover fails that one call (and any transaction it is part of) with this constraint's name.
ALTER TABLE "wallet"."accounts" ADD CONSTRAINT "accounts_referral_pool_non_negative" CHECK (code is distinct from 'referral_pool' or balance >= 0);
