-- Every instance keeps the sessions it resolved in memory; these triggers tell them all, when a change commits,
-- which session or user changed (LISTEN tiles_sessions / tiles_users), whichever route, instance or operator made it.
-- A session's last-seen time is not a change anyone keeps.
CREATE FUNCTION tiles_signal_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tiles_sessions', OLD.id_hash);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_signal_changed
  AFTER UPDATE OF user_id, expires_at, revoked_at, mode, acting_user_id, second_factor_at, provider OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION tiles_signal_session_changed();
--> statement-breakpoint
CREATE FUNCTION tiles_signal_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tiles_users', OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_signal_changed
  AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION tiles_signal_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_signal_deleted
  AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION tiles_signal_user_changed();
