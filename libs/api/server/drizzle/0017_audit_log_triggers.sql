-- The audit log is append-only at the SQL level: rules could be disabled (ALTER TABLE ... DISABLE RULE) and never
-- covered TRUNCATE. Triggers refuse UPDATE, DELETE and TRUNCATE, even of no rows; only the table's owner can
-- disable them, which is why the api should run as a role that does not own it (README, "A least-privilege role").
DROP RULE IF EXISTS "audit_log_no_update" ON "audit_log";--> statement-breakpoint
DROP RULE IF EXISTS "audit_log_no_delete" ON "audit_log";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
