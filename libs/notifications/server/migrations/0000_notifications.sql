CREATE SCHEMA "notifications";
