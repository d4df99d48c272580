-- The fingerprint of the data key the encrypted columns are written with (one row). The server
-- refuses to start with a key whose fingerprint differs (lib/data-key.ts), and rotate-key changes
-- it in the same transaction that re-encrypts the data.
CREATE TABLE "data_key" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "data_key_single_row_check" CHECK ("data_key"."id")
);
