-- The domain was called identity; its tables keep their data under the new name.
ALTER SCHEMA "identity" RENAME TO "api_keys";
