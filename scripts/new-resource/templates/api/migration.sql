-- {{Labels}}: what `pnpm new:resource {{name-kebab}}` started. Each row is one {{label}} an
-- administrator manages in the back-office (name, notes, active or archived). A change to the table
-- is announced to the admin screens on the live-update topic '{{names-kebab}}' (see 0530_live_events.sql).
CREATE TABLE "{{names_snake}}" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "{{names_snake}}_uid_unique" UNIQUE("uid"),
	CONSTRAINT "{{names_snake}}_status_check" CHECK ("{{names_snake}}"."status" in ('active', 'archived'))
);
CREATE INDEX "{{names_snake}}_created_idx" ON "{{names_snake}}" USING btree ("created_at", "id");
CREATE TRIGGER {{names_snake}}_announce AFTER INSERT OR UPDATE OR DELETE ON {{names_snake}}
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('{{names-kebab}}');
