-- Issue 37, the call centre's sign-in burst (ADR 0061). A nurse's sign-in is recorded before its
-- password is checked, as before, but as an attempt in flight: it counts as a failure only once the
-- password turned out wrong (then it is settled), a success deletes it, and an attempt whose instance
-- died stops counting when it is older than the expiry. The limits refuse on settled failures; an
-- attempt that only the attempts in flight would refuse waits for them (ADR 0061).
ALTER TABLE "sign_in_failures" ADD COLUMN "in_flight" boolean DEFAULT false NOT NULL;
