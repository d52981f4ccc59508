-- Issue 34: a practice's medical director retires a protocol from the practice's list (and brings
-- it back). The practice row names its retired protocols, '<content set id>:<source protocol id>'
-- keys; a change to it announces itself through the practices trigger of migration 0002, so every
-- instance drops the protocol from its nurses' lists at their next request.
ALTER TABLE "practices" ADD COLUMN "retired_protocols" jsonb;
