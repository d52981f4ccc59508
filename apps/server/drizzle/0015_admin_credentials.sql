-- Issue 33: the administrators' second factor locks after consecutive wrong codes (counted in the
-- row, so every instance sees one count), a reset TOTP is enrolled again at the next sign-in (the
-- new secret waits, sealed, with the sha-256 of a single-use enrolment token), and invitations can
-- be revoked (also when their sender is deactivated) and record their first opening.
ALTER TABLE "administrators" ADD COLUMN "second_factor_failures" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "second_factor_locked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "administrators" ALTER COLUMN "totp_secret" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "totp_pending_secret" text;
--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "totp_enrolment_hash" text;
--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "totp_enrolment_expires_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "administrators_totp_enrolment_key" ON "administrators" ("totp_enrolment_hash");
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD COLUMN "opened_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD COLUMN "revoked_at" timestamp with time zone;
