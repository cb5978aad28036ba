-- The waitlist setting moved to api (its admin.platform_settings), its one source of truth. The schema
-- stays: when edge and api share one database, api's admin tables live in it.
DROP TABLE "admin"."settings";
