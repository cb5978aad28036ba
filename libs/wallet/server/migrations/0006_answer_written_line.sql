-- A movement answers the subject's line as the INSERT writes it (RETURNING), instead of reading it back at the end.
-- The read-back was planned once per connection and then reused: planned while `entries` was small, it stayed a scan of
-- the whole table until the next ANALYZE, and a transfer went from 1-2 ms to 5-7 ms over ten thousand transfers, on
-- PostgreSQL (until autovacuum's first pass) and PGlite (which has no autovacuum) alike. Only a replay still reads
-- its line back, by the transfer it names. Everything a caller sees is unchanged.
CREATE OR REPLACE FUNCTION "wallet"."move_money"(
  p_scope text, p_key text, p_request_hash text,
  p_transfer_id uuid, p_kind text, p_category text, p_amount bigint, p_description text, p_metadata jsonb,
  p_from_user uuid, p_from_code text, p_from_type text, p_from_description text, p_from_counterparty text,
  p_to_user uuid, p_to_code text, p_to_type text, p_to_description text, p_to_counterparty text,
  p_subject_is_from boolean,
  -- Which running total a user debtor's spending adds to: a spent_* column's suffix.
  p_spending_bucket text
) RETURNS TABLE (
  replayed boolean, refused text, balance bigint,
  transfer_id uuid, entry_id bigint, micros bigint, kind text, transaction_type text,
  amount bigint, description text, counterparty text, category text, metadata jsonb
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_account wallet.accounts;
  v_from wallet.accounts;
  v_to wallet.accounts;
  v_stored wallet.idempotency_keys;
  v_transfer_id uuid := p_transfer_id;
  v_subject bigint;
  v_balance bigint;
  v_spent bigint;
BEGIN
  -- A concurrent call with the same key waits here until the first commits or rolls back, and so
  -- never waits on (or deadlocks over) an account.
  INSERT INTO wallet.idempotency_keys (scope, key, request_hash) VALUES (p_scope, p_key, p_request_hash)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT * INTO v_stored FROM wallet.idempotency_keys WHERE scope = p_scope AND key = p_key;
    IF v_stored.request_hash <> p_request_hash THEN
      RAISE EXCEPTION 'Idempotency-Key reused with a different request' USING ERRCODE = 'BGL03';
    END IF;
    IF v_stored.response ? 'refused' THEN
      RETURN QUERY SELECT true, v_stored.response ->> 'refused', NULL::bigint,
        NULL::uuid, NULL::bigint, NULL::bigint, NULL::text, NULL::text, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::jsonb;
      RETURN;
    END IF;
    v_transfer_id := (v_stored.response ->> 'transferId')::uuid;
    v_subject := (v_stored.response ->> 'accountId')::bigint;
    v_balance := (v_stored.response ->> 'balance')::bigint;
  ELSE
    FOR v_account IN
      SELECT * FROM wallet.accounts
      WHERE user_id IN (p_from_user, p_to_user) OR code IN (p_from_code, p_to_code)
      ORDER BY id FOR UPDATE
    LOOP
      IF v_account.user_id = p_from_user OR v_account.code = p_from_code THEN
        v_from := v_account;
      ELSE
        v_to := v_account;
      END IF;
    END LOOP;
    IF v_from.id IS NULL OR v_to.id IS NULL THEN
      RAISE EXCEPTION 'Accounts to open' USING ERRCODE = 'BGL01';
    END IF;
    IF v_from.kind = 'user' AND v_from.balance < p_amount THEN
      UPDATE wallet.idempotency_keys
        SET response = jsonb_build_object('refused', 'insufficient_balance')
        WHERE scope = p_scope AND key = p_key;
      RETURN QUERY SELECT false, 'insufficient_balance'::text, NULL::bigint,
        NULL::uuid, NULL::bigint, NULL::bigint, NULL::text, NULL::text, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::jsonb;
      RETURN;
    END IF;

    v_spent := CASE WHEN v_from.kind = 'user' THEN p_amount ELSE 0 END;
    UPDATE wallet.accounts SET
      balance = balance - p_amount,
      spent_fine_tuning = spent_fine_tuning + CASE WHEN p_spending_bucket = 'fine_tuning' THEN v_spent ELSE 0 END,
      spent_llm_inference = spent_llm_inference + CASE WHEN p_spending_bucket = 'llm_inference' THEN v_spent ELSE 0 END,
      spent_image_generation = spent_image_generation + CASE WHEN p_spending_bucket = 'image_generation' THEN v_spent ELSE 0 END,
      spent_video_generation = spent_video_generation + CASE WHEN p_spending_bucket = 'video_generation' THEN v_spent ELSE 0 END,
      spent_asset_purchase = spent_asset_purchase + CASE WHEN p_spending_bucket = 'asset_purchase' THEN v_spent ELSE 0 END,
      spent_other = spent_other + CASE WHEN p_spending_bucket = 'other' THEN v_spent ELSE 0 END,
      spent_transferred = spent_transferred + CASE WHEN p_spending_bucket = 'transferred' THEN v_spent ELSE 0 END
    WHERE id = v_from.id;
    UPDATE wallet.accounts SET balance = balance + p_amount WHERE id = v_to.id;

    INSERT INTO wallet.transfers (id, kind, category, description, metadata)
      VALUES (p_transfer_id, p_kind, p_category, p_description, p_metadata);
    INSERT INTO wallet.outbox (topic, payload) VALUES ('ledger.transfer', jsonb_build_object(
      'transfer_id', p_transfer_id, 'kind', p_kind, 'category', p_category, 'amount', p_amount,
      'from', jsonb_build_object('account_id', v_from.id, 'user_id', v_from.user_id, 'code', v_from.code),
      'to', jsonb_build_object('account_id', v_to.id, 'user_id', v_to.user_id, 'code', v_to.code)));

    v_subject := CASE WHEN p_subject_is_from THEN v_from.id ELSE v_to.id END;
    v_balance := CASE WHEN p_subject_is_from THEN v_from.balance - p_amount ELSE v_to.balance + p_amount END;
    UPDATE wallet.idempotency_keys
      SET response = jsonb_build_object('transferId', p_transfer_id, 'accountId', v_subject, 'balance', v_balance)
      WHERE scope = p_scope AND key = p_key;

    -- The subject's line is answered as it is written, not looked up after.
    RETURN QUERY
      WITH lines AS (
        INSERT INTO wallet.entries (transfer_id, account_id, amount, transaction_type, description, counterparty) VALUES
          (p_transfer_id, v_from.id, -p_amount, p_from_type, p_from_description, p_from_counterparty),
          (p_transfer_id, v_to.id, p_amount, p_to_type, p_to_description, p_to_counterparty)
        RETURNING *
      )
      SELECT false, NULL::text, v_balance, l.transfer_id, l.id, (extract(epoch FROM l.created_at) * 1000000)::bigint,
        p_kind, l.transaction_type, l.amount, l.description, l.counterparty, p_category, p_metadata
      FROM lines l WHERE l.account_id = v_subject;
    RETURN;
  END IF;

  -- A replay answers the line the key's first call wrote.
  RETURN QUERY
    SELECT true, NULL::text, v_balance, e.transfer_id, e.id, (extract(epoch FROM e.created_at) * 1000000)::bigint,
      t.kind, e.transaction_type, e.amount, e.description, e.counterparty, t.category, t.metadata
    FROM wallet.entries e JOIN wallet.transfers t ON t.id = e.transfer_id
    WHERE e.transfer_id = v_transfer_id AND e.account_id = v_subject;
END
$$;
