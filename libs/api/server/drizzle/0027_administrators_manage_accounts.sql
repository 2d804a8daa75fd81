-- Administrators manage accounts (invite, disable, delete on request); new sites get it from the seed's roles.
UPDATE "roles" SET "permissions" = "permissions" || '["accounts:manage"]'::jsonb WHERE "id" = 'admin' AND NOT ("permissions" ? 'accounts:manage');
