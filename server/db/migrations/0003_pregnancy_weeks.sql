CREATE TABLE "pregnancy_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"week" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"baby_size" text NOT NULL,
	"baby" text NOT NULL,
	"body" text NOT NULL,
	"tip" text NOT NULL,
	"call_professional" text NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviewed_on" date NOT NULL,
	CONSTRAINT "pregnancy_weeks_locale_check" CHECK ("pregnancy_weeks"."locale" in ('en', 'es', 'pt')),
	CONSTRAINT "pregnancy_weeks_week_check" CHECK ("pregnancy_weeks"."week" between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "pregnancy_weeks" ADD CONSTRAINT "pregnancy_weeks_reviewer_id_experts_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pregnancy_weeks_locale_week_idx" ON "pregnancy_weeks" USING btree ("locale","week");--> statement-breakpoint
CREATE INDEX "pregnancy_weeks_reviewer_idx" ON "pregnancy_weeks" USING btree ("reviewer_id");