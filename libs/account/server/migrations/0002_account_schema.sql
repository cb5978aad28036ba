-- The domain was called session; its tables keep their data under the new name.
ALTER SCHEMA "session" RENAME TO "account";
