CREATE TABLE "admin_access_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_access_tokens" ADD CONSTRAINT "admin_access_tokens_session_id_admin_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_access_tokens_hash_uq" ON "admin_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "admin_access_tokens_session_idx" ON "admin_access_tokens" USING btree ("session_id");
