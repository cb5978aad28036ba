CREATE SCHEMA "assets";
