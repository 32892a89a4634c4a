-- Every change to what GET /api/user/{username} shows announces the user's id on the
-- `public_profile_changed` channel when its transaction commits, so every instance can drop its cached
-- copy: routes, admin SQL and cascades alike. New users need no message: nothing is cached for them yet.
CREATE FUNCTION "notify_public_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('public_profile_changed', OLD.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('public_profile_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('public_profile_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_public_profile_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_public_profile_changed"();
--> statement-breakpoint
CREATE TRIGGER "handles_public_profile_changed" AFTER INSERT OR UPDATE OR DELETE ON "handles"
  FOR EACH ROW EXECUTE FUNCTION "notify_public_profile_changed"();
