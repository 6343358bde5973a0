CREATE TABLE "gone_posts" (
	"slug_hash" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_requests" (
	"signature" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_versions" (
	"entity" text NOT NULL,
	"app_id" text NOT NULL,
	"version" bigint NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingest_versions_entity_app_id_pk" PRIMARY KEY("entity","app_id")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "app_id" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "app_id" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "app_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "app_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "ingest_events_received_idx" ON "ingest_events" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_app_id_unique" UNIQUE("app_id");--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_app_id_unique" UNIQUE("app_id");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_app_id_unique" UNIQUE("app_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_app_id_unique" UNIQUE("app_id");