-- A session ends 12 hours after sign-in however active it is (ASVS 3.3.2). better-auth slides
-- expires_at on activity; capping it here means every read of a session, better-auth's own
-- routes included, already sees the end, whichever code path wrote the row.
CREATE FUNCTION session_absolute_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.expires_at := least(NEW.expires_at, NEW.created_at + interval '12 hours');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_absolute_limit BEFORE INSERT OR UPDATE ON "session"
  FOR EACH ROW EXECUTE FUNCTION session_absolute_limit();
