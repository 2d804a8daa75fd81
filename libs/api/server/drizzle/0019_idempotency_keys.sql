CREATE TABLE "idempotency_keys" (
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"status_code" integer,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_site_id_user_id_operation_key_pk" PRIMARY KEY("site_id","user_id","operation","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");