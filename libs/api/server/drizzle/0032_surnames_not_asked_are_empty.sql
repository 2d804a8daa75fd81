-- Sign-up, invitations and providers without a family name stored "—" as the surname, which "My data" and the
-- export then showed as if it were one. A surname not given is empty. Erased accounts keep their "—" placeholders.
UPDATE "users" SET "fields" = jsonb_set("fields", '{surname}', '""') WHERE "fields"->>'surname' = '—' AND "deleted_at" IS NULL;
