CREATE SCHEMA "referrals";
