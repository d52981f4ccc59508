ALTER TABLE "practices" ADD COLUMN "protocol_metadata" jsonb;
