CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"views" bigint NOT NULL,
	CONSTRAINT "page_views_day_route_locale_pk" PRIMARY KEY("day","route","locale")
);
