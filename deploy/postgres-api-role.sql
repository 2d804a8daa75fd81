-- A least-privilege role for the api (README, "A least-privilege role for the api"). Run it as the role that owns
-- the tables (the one that applied the migrations), in the api's database:
--   psql "$OWNER_DATABASE_URL" -f deploy/postgres-api-role.sql
-- then set a password (ALTER ROLE tiles_api PASSWORD '...') and start the api with DATABASE_URL naming tiles_api.
-- The api can then read and write every table, but only read and append to audit_log: it cannot update, delete,
-- truncate or alter it, nor disable its triggers (only the owner can).
CREATE ROLE tiles_api LOGIN;
-- At start the api applies migrations: with none pending it only checks its bookkeeping, and PostgreSQL asks for
-- CREATE even to find that drizzle's schema and table exist. New migrations are applied by starting once as the owner.
GRANT CONNECT, CREATE ON DATABASE tiles TO tiles_api;
GRANT USAGE, CREATE ON SCHEMA drizzle TO tiles_api;
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO tiles_api;
GRANT USAGE ON SCHEMA public TO tiles_api;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tiles_api;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tiles_api;
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM tiles_api;
-- Tables and sequences the owner creates later (new migrations) are usable too.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tiles_api;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO tiles_api;
