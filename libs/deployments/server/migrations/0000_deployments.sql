CREATE SCHEMA "deployments";
