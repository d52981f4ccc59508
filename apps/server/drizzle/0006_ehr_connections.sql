CREATE TABLE "ehr_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"scopes" text NOT NULL,
	"origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ehr_connections_issuer_unique" UNIQUE("issuer")
);
--> statement-breakpoint
ALTER TABLE "ehr_connections" ADD CONSTRAINT "ehr_connections_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;
